import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { EmailSite } from '../../core/email-messages/email-site';
import { type LegalCopy, legalCopiesFor } from '../../core/email-messages/legal-copies';
import type { Language } from '../../core/language/languages';
import { siteConfigFixture } from './site-config-fixture';

const LOCALES = join(import.meta.dirname, '../../locales');

/** The shipped `legal.json` of a language, parsed. */
export function shippedLegalJson(language: Language): unknown {
  return JSON.parse(readFileSync(join(LOCALES, language, 'legal.json'), 'utf8'));
}

/** The shipped configuration's seller and course, on the production origin. */
export function emailSiteFixture(overrides: Partial<EmailSite['seller']> = {}): EmailSite {
  const config = siteConfigFixture();
  return {
    seller: { ...config.seller, ...overrides },
    productName: config.course.name,
    siteOrigin: 'https://techcareer.ge',
  };
}

/** The terms and refund policy copies a buyer in `language` gets, from the shipped texts. */
export function legalCopiesFixture(language: Language, capacity = 30): LegalCopy[] {
  const config = siteConfigFixture();
  return legalCopiesFor(language, {
    legalJson: shippedLegalJson,
    documents: config.legal.documents,
    seller: config.seller,
    productName: config.course.name,
    capacity,
  });
}

const ENTITIES: Readonly<Record<string, string>> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
};

/** The visible text of a message's HTML: tags dropped, the five escapes read back. */
export function visibleText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(amp|lt|gt|quot|#39);/g, (entity) => ENTITIES[entity] ?? entity);
}

/**
 * Latin words left in a Georgian message once web and mail addresses, host names and the given
 * proper names and codes are taken out: none may remain.
 */
export function latinWordsIn(text: string, allowed: readonly string[] = []): string[] {
  let rest = text
    .replace(/https?:\/\/[^\s)<>"]+/g, ' ')
    .replace(/[\w.+-]+@[\w-]+(\.[\w-]+)+/g, ' ')
    .replace(/\b[\w-]+(\.[\w-]+)*\.[a-z]{2,}\b/g, ' ');
  for (const word of ['Flitt', ...allowed]) rest = rest.split(word).join(' ');
  return rest.match(/[A-Za-z]+/g) ?? [];
}
