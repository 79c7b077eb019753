import { describe, expect, it } from 'vitest';
import { parseRegistrationForm } from './parse-registration-form';

const typed = {
  fullName: 'Nino Beridze',
  phoneNumber: '555 12 34 56',
  email: 'Nino@Example.GE',
  linkedinProfile: 'linkedin.com/in/nino-beridze',
  webinarSession: '',
};

describe('parseRegistrationForm with the page context (the HTML post, docs/site.md "Forms without JavaScript")', () => {
  it('adds the language and campaign tags to the registration the route schema accepts', () => {
    const parsed = parseRegistrationForm(typed, { language: 'en', utm: { source: 'facebook' } });
    expect(parsed).toMatchObject({
      ok: true,
      registration: {
        phoneNumber: '+995555123456',
        email: 'nino@example.ge',
        language: 'en',
        utm: { source: 'facebook' },
      },
    });
  });

  it('refuses the same fields with the same codes with or without the context', () => {
    const bad = { ...typed, fullName: 'N', email: 'nope' };
    const withContext = parseRegistrationForm(bad, { language: 'ka', utm: {} });
    expect(withContext).toEqual(parseRegistrationForm(bad));
    expect(withContext).toEqual({
      ok: false,
      errors: { fullName: 'full_name.too_short', email: 'email.invalid' },
    });
  });
});
