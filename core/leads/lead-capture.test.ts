import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseLeadCapture } from './lead-capture';

const valid = { email: ' Giorgi@Example.GE ', source: 'exit_intent', offer: 'career_checklist' };

describe('parseLeadCapture (docs/webinar.md "Leads and exit intent")', () => {
  it('accepts the exit-intent lead and lowercases the e-mail', () => {
    expect(parseLeadCapture(valid)).toEqual({
      ok: true,
      value: {
        email: 'giorgi@example.ge',
        source: 'exit_intent',
        offer: 'career_checklist',
        marketingOptIn: false,
      },
    });
  });

  it.each([
    [{ ...valid, email: undefined }, 'email', 'email.required'],
    [{ ...valid, email: '' }, 'email', 'email.required'],
    [{ ...valid, email: 'nope' }, 'email', 'email.invalid'],
    [{ ...valid, source: 'hero_registration_form' }, 'source', 'VALIDATION_ERROR'],
    [{ ...valid, offer: 'free_money' }, 'offer', 'VALIDATION_ERROR'],
    [{ ...valid, phone: '555123456' }, 'phone', 'VALIDATION_ERROR'],
  ])('refuses %j at %s with %s', (input, field, code) => {
    expect(parseLeadCapture(input)).toEqual({ ok: false, issues: [{ field, code }] });
  });

  it('accepts a waitlist lead with or without a name', () => {
    expect(parseLeadCapture({ email: 'Eka@Example.ge', source: 'waitlist' })).toEqual({
      ok: true,
      value: { email: 'eka@example.ge', source: 'waitlist' },
    });
    const named = parseLeadCapture({
      email: 'eka@example.ge',
      source: 'waitlist',
      fullName: ' ეკა ლი ',
    });
    expect(named).toMatchObject({ ok: true, value: { fullName: 'ეკა ლი' } });
  });

  it.each([
    [
      { email: 'eka@example.ge', source: 'waitlist', fullName: 'x' },
      'fullName',
      'full_name.too_short',
    ],
    [
      { email: 'eka@example.ge', source: 'waitlist', offer: 'career_checklist' },
      'offer',
      'VALIDATION_ERROR',
    ],
    [{ email: 'nope', source: 'waitlist' }, 'email', 'email.invalid'],
    [{ email: 'eka@example.ge' }, 'source', 'VALIDATION_ERROR'],
  ])('refuses the waitlist body %j at %s with %s', (input, field, code) => {
    expect(parseLeadCapture(input)).toEqual({ ok: false, issues: [{ field, code }] });
  });

  it('refuses a body that is not an object', () => {
    for (const input of [null, 'x', 1, []]) {
      const result = parseLeadCapture(input);
      expect(result.ok).toBe(false);
    }
  });

  it('never throws and every refusal names a field and a code', () => {
    fc.assert(
      fc.property(fc.anything(), (input) => {
        const result = parseLeadCapture(input);
        if (!result.ok) {
          expect(result.issues.length).toBeGreaterThan(0);
          for (const issue of result.issues) expect(issue.code).toMatch(/\S/);
        }
      }),
      { numRuns: 300 },
    );
  });
});
