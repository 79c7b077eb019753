import { describe, expect, it } from 'vitest';
import { mailtoHref } from './mailto-href';

describe('mailtoHref', () => {
  it('encodes spaces in an English subject', () => {
    expect(mailtoHref('hello@example.ge', 'Privacy Policy Inquiry')).toBe(
      'mailto:hello@example.ge?subject=Privacy%20Policy%20Inquiry',
    );
  });

  it('encodes a Georgian subject so that it decodes back unchanged', () => {
    const href = mailtoHref('hello@example.ge', 'შეკითხვა & პასუხი');
    const subject = href.split('subject=')[1] ?? '';
    expect(subject).not.toMatch(/[ &ა-ჰ]/u);
    expect(decodeURIComponent(subject)).toBe('შეკითხვა & პასუხი');
  });
});
