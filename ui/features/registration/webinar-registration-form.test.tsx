import { describe, expect, it } from 'vitest';
import { renderLanding, visibleText } from '../../../tests/support/ui/landing-test-render';
import { WebinarRegistrationForm } from './webinar-registration-form';

describe('WebinarRegistrationForm (prerendered)', () => {
  it.each(['ka', 'en'] as const)(
    'has four labelled, required fields with autocomplete, the session choice and one optional, unticked opt-in in %s',
    (language) => {
      const html = renderLanding(<WebinarRegistrationForm source="test" />, language);
      // The four fields, the session and the marketing opt-in (docs/legal.md "Marketing opt-in").
      expect(html.match(/<label /g)).toHaveLength(6);
      // The four fields; the session select always holds a session, so it needs no `required`.
      expect(html.match(/ required=""/g)).toHaveLength(4);
      expect(html).not.toMatch(/<select[^>]*required/);
      const optIn = html.match(/<input[^>]*name="marketingOptIn"[^>]*>/)?.[0] ?? '';
      expect(optIn).toContain('type="checkbox"');
      expect(optIn).not.toMatch(/checked|required/);
      // Prerendered without a clock: "the next webinar", resolved by the server, then every session.
      expect(html).toContain('name="webinarSession"');
      expect(html).toMatch(/<option value="next" selected="">/);
      expect(html).toContain('value="20261202T1600Z"');
      for (const token of ['name', 'tel', 'email', 'url']) {
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
