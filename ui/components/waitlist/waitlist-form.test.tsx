import { describe, expect, it } from 'vitest';
import { renderCheckout, textOf } from '../../../tests/support/ui/checkout-test-support';
import { WaitlistForm } from './waitlist-form';

describe('WaitlistForm (prerendered)', () => {
  it.each([
    ['ka', ['ელფოსტა', 'სახელი (არასავალდებულო)', 'შემატყობინეთ']],
    ['en', ['E-mail', 'Name (optional)', 'Notify me']],
  ] as const)('labels a required e-mail and an optional name in %s', (language, texts) => {
    const { html, missing } = renderCheckout(<WaitlistForm />, language);
    expect(missing).toEqual([]);
    for (const text of texts) expect(textOf(html)).toContain(text);
    expect(html).toMatch(/<input[^>]*type="email"[^>]*required=""[^>]*aria-required="true"/);
    expect(html).toMatch(/<input[^>]*name="fullName"/);
    expect(html).not.toMatch(/<input[^>]*name="fullName"[^>]*required/);
  });
});
