import { describe, expect, it } from 'vitest';
import { shippedLegalJson } from '../../tests/support/email-fixtures';
import { siteConfigFixture } from '../../tests/support/site-config-fixture';
import { LANGUAGES } from '../language/languages';
import { type LegalCopyFacts, legalDocumentText } from './legal-document-text';

const config = siteConfigFixture();
const facts = (language: 'ka' | 'en'): LegalCopyFacts => ({
  language,
  version: '2.0',
  effective: '2026-11-24',
  seller: config.seller,
  productName: config.course.name[language],
  capacity: 30,
});

describe('legalDocumentText', () => {
  it.each(LANGUAGES)(
    'writes the terms in %s with version, seller and every section',
    (language) => {
      const text = legalDocumentText(shippedLegalJson(language), 'terms', facts(language));
      const [title, version] = text.split('\n');
      expect(title).toBe(language === 'ka' ? 'მომსახურების პირობები' : 'Terms of service');
      expect(version).toBe(
        language === 'ka'
          ? 'ვერსია 2.0 · ძალაში შესვლის თარიღი: 24 ნოემბერი, 2026'
          : 'Version 2.0 · Effective date: November 24, 2026',
      );
      expect(text).toContain(config.seller.identificationCode);
      expect(text).toContain(config.seller.legalAddress[language]);
      // The withdrawal section with its model form, filled with the configured seller and course.
      expect(text).toMatch(/^5\. /m);
      expect(text).toContain(`${config.seller.legalName[language]}, ${config.seller.supportEmail}`);
      expect(text).toContain(config.course.name[language]);
      expect(text).toContain(' 30 ');
      expect(text).not.toContain('{{');
      expect(text.endsWith('\n')).toBe(true);
    },
  );

  it('writes the refund policy with its numbered steps and the contact subject', () => {
    const text = legalDocumentText(shippedLegalJson('en'), 'refund', facts('en'));
    expect(text.split('\n')[0]).toBe('Refund policy');
    expect(text).toContain('\n1. Within the guarantee period, write to support@techcareer.ge');
    expect(text).toContain('- attended at least 2 live sessions;');
    expect(text).toContain('E-mail: support@techcareer.ge (Refund request)');
  });

  it('refuses a document with a processor list and a placeholder it has no value for', () => {
    const legal = shippedLegalJson('en') as { privacy: unknown; terms: object };
    expect(() =>
      legalDocumentText({ ...(legal as object), terms: legal.privacy }, 'terms', facts('en')),
    ).toThrow(/processors/);
    const broken = {
      ...(legal as object),
      terms: { title: 'T', sections: { a: { heading: 'A', body: ['{{nope}}'] } } },
    };
    expect(() => legalDocumentText(broken, 'terms', facts('en'))).toThrow(/\{\{nope\}\}/);
  });
});
