import { describe, expect, it } from 'vitest';
import { smsOfficeError } from './smsoffice-error-code';

describe('smsOfficeError (docs/integrations.md "smsoffice.ge" ErrorCode table)', () => {
  it.each([
    [10, 'sms.invalid_number'],
    [70, 'sms.invalid_number'],
    [75, 'sms.invalid_number'],
    [76, 'sms.invalid_number'],
    [77, 'sms.invalid_number'],
    [600, 'sms.invalid_number'],
    [-100, 'sms.unavailable'],
    [20, 'sms.rejected'],
    [60, 'sms.rejected'],
    [80, 'sms.rejected'],
    [120, 'sms.rejected'],
    [150, 'sms.rejected'],
    [500, 'sms.rejected'],
    [700, 'sms.rejected'],
    [800, 'sms.rejected'],
    [9999, 'sms.rejected'],
  ])('maps %i to %s, keeping the provider code', (code, type) => {
    expect(smsOfficeError(code, 'text')).toEqual({
      type,
      params: { providerCode: code, message: 'text' },
    });
  });
});
