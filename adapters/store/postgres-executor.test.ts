import { describe, expect, it } from 'vitest';
import { numberPlaceholders } from './postgres-executor';

describe('numberPlaceholders', () => {
  it('numbers each ? in order, leaving the rest of the statement alone', () => {
    expect(numberPlaceholders('UPDATE t SET a = ?, b = ? WHERE id = ? AND s = $x')).toBe(
      'UPDATE t SET a = $1, b = $2 WHERE id = $3 AND s = $x',
    );
    expect(numberPlaceholders('SELECT 1')).toBe('SELECT 1');
  });
});
