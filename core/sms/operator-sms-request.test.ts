import { describe, expect, it } from 'vitest';
import { parseOperatorSmsRequest } from './operator-sms-request';

describe('parseOperatorSmsRequest', () => {
  it('normalises the phone and the first name', () => {
    const parsed = parseOperatorSmsRequest({
      template: 'webinar_confirmation',
      phoneNumber: '599 12-34-56',
      language: 'en',
      params: { firstName: '  ნინო ' },
    });
    expect(parsed).toEqual({
      ok: true,
      value: {
        template: 'webinar_confirmation',
        phoneNumber: '+995599123456',
        language: 'en',
        params: { firstName: 'ნინო' },
      },
    });
  });

  it('refuses free text, unknown templates and formula-like names, field by field', () => {
    const parsed = parseOperatorSmsRequest({
      template: 'custom',
      phoneNumber: '+15551234567',
      language: 'ru',
      params: { firstName: '=HYPERLINK()' },
      message: 'Pay here',
    });
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(parsed.issues).toEqual([
      { field: 'template', code: 'VALIDATION_ERROR' },
      { field: 'phoneNumber', code: 'phone.not_georgian' },
      { field: 'language', code: 'VALIDATION_ERROR' },
      { field: 'params.firstName', code: 'name.invalid_characters' },
      { field: 'message', code: 'VALIDATION_ERROR' },
    ]);
  });
});
