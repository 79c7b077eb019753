import { describe, expect, it } from 'vitest';
import { SITE_INFO } from '../../../core/site/site-info';
import { findLinks, renderAt, textOf } from '../../../tests/support/ui/layout-test-support';
import { seller } from '../../config/seller';
import { SiteFooter } from './site-footer';

const html = renderAt(<SiteFooter year={2031} />, '/en/refund-policy', 'x=1');
const links = findLinks(html);

describe('SiteFooter', () => {
  it('links each social profile in a new tab, named, without an opener reference', () => {
    const social = links.filter((link) => link.attributes.target === '_blank');
    expect(social.map((link) => link.attributes.href)).toEqual([
      SITE_INFO.social.instagram,
      SITE_INFO.social.linkedin,
      SITE_INFO.social.facebook,
      SITE_INFO.social.youtube,
    ]);
    for (const link of social) {
      expect(link.attributes.rel).toBe('noopener noreferrer');
      expect(link.attributes['aria-label']).toMatch(
        /^(Instagram|LinkedIn|Facebook|YouTube) \(opens/,
      );
    }
  });

  it("offers a named mail link and shows the configured support address and the seller's registration", () => {
    const mail = links.filter((link) => link.attributes.href === `mailto:${seller.supportEmail}`);
    expect(mail.map((link) => link.attributes['aria-label'] ?? textOf(link.inner))).toEqual([
      'E-mail us',
      seller.supportEmail,
    ]);
    expect(textOf(html)).toContain(seller.legalName.en);
    expect(textOf(html)).toContain(seller.legalForm.en);
    expect(textOf(html)).toContain(`Identification code: ${seller.identificationCode}`);
    expect(textOf(html)).toContain(seller.legalAddress.en);
    expect(html).not.toContain('hello@');
  });

  it('jumps to the landing sections of the current language', () => {
    const anchors = links.map((link) => link.attributes.href).filter((href) => href?.includes('#'));
    expect(anchors).toEqual(['/en#instructor-bio', '/en#curriculum', '/en#pricing', '/en#faq']);
  });

  it('links the legal pages in the current language', () => {
    const legal = links.filter((link) => /policy|terms/.test(link.attributes.href ?? ''));
    expect(legal.map((link) => [link.attributes.href, textOf(link.inner)])).toEqual([
      ['/en/privacy-policy', 'Privacy policy'],
      ['/en/terms-of-service', 'Terms of service'],
      ['/en/refund-policy', 'Refund policy'],
    ]);
  });

  it('prints the copyright with the given year', () => {
    expect(textOf(html)).toContain('© 2031 Tech Career. All rights reserved.');
  });

  it('shows the badges of the two cards the payment form takes, with accessible names', () => {
    const badges = [...html.matchAll(/<svg[^>]*role="img"[^>]*aria-label="([^"]+)"/g)].map(
      (match) => match[1],
    );
    expect(badges).toEqual(['Visa', 'Mastercard']);
  });

  it('lists the skills in Georgian on Georgian pages', () => {
    const georgian = textOf(renderAt(<SiteFooter year={2031} />, '/ka'));
    expect(georgian).toContain('ხელფასზე მოლაპარაკება');
    expect(georgian).toContain('ინვესტირების საფუძვლები');
    expect(georgian).toContain('© 2031 ტექ კარიერა.');
  });
});
