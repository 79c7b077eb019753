import { describe, expect, it } from 'vitest';
import { CHECKBOX_ON, postedCheckbox } from './opt-in';

describe('a posted checkbox (docs/legal.md "Marketing opt-in")', () => {
  it('is ticked only when the form sent `on`', () => {
    expect(postedCheckbox(CHECKBOX_ON)).toBe('on');
    for (const other of [undefined, '', 'true', 'ON', 'yes'])
      expect(postedCheckbox(other)).toBeUndefined();
  });
});
