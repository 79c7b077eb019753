import { describe, expect, it } from 'vitest';
import type { ErrorCode } from '../../../core/errors/error-codes';
import { renderLanding, visibleText } from '../../../tests/support/ui/landing-test-render';
import { RegistrationField } from './registration-field';

function field(error: ErrorCode | undefined, prefix?: string) {
  return (
    <RegistrationField
      id="phone"
      label="Phone"
      type="tel"
      autoComplete="tel"
      value=""
      error={error}
      onChange={() => {}}
      inputRef={null}
      {...(prefix ? { prefix } : {})}
    />
  );
}

describe('RegistrationField messages (errors:<code> in the page language)', () => {
  it.each([
    ['ka', 'full_name.too_short', 'უნდა შეიცავდეს მინიმუმ 2 სიმბოლოს'],
    ['en', 'full_name.too_short', 'at least 2'],
    ['ka', 'phone.must_start_with_5', 'უნდა იწყებოდეს 5-ით'],
    ['en', 'phone.must_start_with_5', 'start with 5'],
    ['ka', 'email.invalid', 'ელფოსტის'],
    ['en', 'email.invalid', 'e-mail'],
    ['ka', 'linkedin.required', 'LinkedIn-ის პროფილი აუცილებელია'],
    ['en', 'linkedin.required', 'LinkedIn'],
  ] as const)('%s %s', (language, code, expected) => {
    const html = renderLanding(field(code), language);
    expect(visibleText(html)).toContain(expected);
    expect(html).toContain('aria-invalid="true"');
    expect(html).toContain('aria-describedby="phone-error"');
    expect(html).toContain('id="phone-error"');
  });

  it('shows no error and describes the input by the fixed +995 prefix', () => {
    const html = renderLanding(field(undefined, '+995'), 'en');
    expect(html).not.toContain('aria-invalid');
    expect(html).toContain('aria-describedby="phone-prefix"');
    expect(visibleText(html)).toContain('+995');
  });
});
