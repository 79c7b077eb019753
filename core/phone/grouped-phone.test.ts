import { describe, expect, it } from 'vitest';
import { groupedPhone } from './grouped-phone';

describe('groupedPhone', () => {
  it('groups a Tbilisi landline and a mobile number as people write them', () => {
    expect(groupedPhone('+995322000000')).toBe('+995 32 200 00 00');
    expect(groupedPhone('+995555123456')).toBe('+995 555 12 34 56');
  });
});
