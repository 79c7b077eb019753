import { describe, expect, it } from 'vitest';
import { renderLanding, visibleText } from '../../lib/testing/landing-test-render';
import { WebinarRegistrationForm } from './webinar-registration-form';

describe('WebinarRegistrationForm (prerendered)', () => {
  it.each(['ka', 'en'] as const)(
    'has four labelled, required fields with autocomplete in %s',
    (language) => {
      const html = renderLanding(<WebinarRegistrationForm source="test" />, language);
      expect(html.match(/<label /g)).toHaveLength(4);
      expect(html.match(/ required=""/g)).toHaveLength(4);
      for (const token of ['name', 'tel-national', 'email', 'url']) {
        expect(html).toContain(`autoComplete="${token}"`);
      }
      expect(html).toContain('noValidate=""');
    },
  );

  it('labels the submit button in the page language', () => {
    expect(visibleText(renderLanding(<WebinarRegistrationForm source="t" />, 'ka'))).toContain(
      'უფასოდ რეგისტრაცია',
    );
    expect(visibleText(renderLanding(<WebinarRegistrationForm source="t" />, 'en'))).toContain(
      'Register for free',
    );
  });
});
