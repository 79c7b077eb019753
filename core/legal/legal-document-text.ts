import { formatCalendarDate } from '../language/format-calendar-date';
import type { Language } from '../language/languages';
import type { Seller } from '../site-config/site-config';
import { type LegalBlock, type LegalListItem, parseLegalBlocks } from './legal-blocks';

/** The legal documents a buyer receives a copy of with the order (docs/messaging.md "E-mail messages"). */
export type LegalCopyDocument = 'terms' | 'refund';

/** What a copy names besides the locale texts: the version in force, the seller, the course. */
export interface LegalCopyFacts {
  readonly language: Language;
  readonly version: string;
  /** `YYYY-MM-DD`, as configured. */
  readonly effective: string;
  readonly seller: Pick<
    Seller,
    'legalName' | 'legalForm' | 'identificationCode' | 'legalAddress' | 'supportEmail'
  >;
  readonly productName: string;
  /** The cohort size the terms state as `{{capacity}}`. */
  readonly capacity: number;
}

/** A section of a document as `legal.json` holds it. */
interface SectionTexts {
  readonly heading: string;
  readonly body: unknown;
  readonly mailSubject?: string;
  readonly after?: unknown;
}

function record(value: unknown, where: string): Readonly<Record<string, unknown>> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new TypeError(`legal.json: object expected at ${where}`);
  }
  return value as Readonly<Record<string, unknown>>;
}

function text(value: unknown, where: string): string {
  if (typeof value !== 'string') throw new TypeError(`legal.json: text expected at ${where}`);
  return value;
}

function section(value: unknown, where: string): SectionTexts {
  const fields = record(value, where);
  return {
    heading: text(fields.heading, `${where}.heading`),
    body: fields.body,
    ...(fields.mailSubject === undefined
      ? {}
      : { mailSubject: text(fields.mailSubject, `${where}.mailSubject`) }),
    ...(fields.after === undefined ? {} : { after: fields.after }),
  };
}

/** i18next's `{{name}}` placeholders, filled from `values`; an unknown one is a bug in the texts. */
function interpolate(template: string, values: Readonly<Record<string, string>>): string {
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (_match, name: string) => {
    const value = values[name];
    if (value === undefined) throw new TypeError(`legal.json: no value for {{${name}}}`);
    return value;
  });
}

type Fill = (template: string) => string;

function itemText(item: LegalListItem, fill: Fill): string {
  return typeof item === 'string' ? fill(item) : `${fill(item.term)} ${fill(item.text)}`;
}

function blockLines(block: LegalBlock, indent: string, fill: Fill): string[] {
  switch (block.kind) {
    case 'paragraph':
      return [`${indent}${fill(block.text)}`, ''];
    case 'list':
      return [
        ...block.items.map(
          (item, index) =>
            `${indent}${block.ordered ? `${index + 1}.` : '-'} ${itemText(item, fill)}`,
        ),
        '',
      ];
    case 'subsection':
      return [
        `${indent}${fill(block.title)}`,
        '',
        ...block.blocks.flatMap((inner) => blockLines(inner, `${indent}  `, fill)),
      ];
    case 'processors':
      // Only the privacy policy lists processors, and it is not among the copies.
      throw new TypeError('legal.json: a copied document cannot list processors');
  }
}

/**
 * A legal document as plain text, the durable copy an order's confirmation carries
 * (docs/messaging.md "E-mail messages"): the same texts the legal page shows (`locales/<lng>/legal.json`,
 * parsed by the page's own rules), with its version and effective date, the seller and the contact
 * line. `legalJson` is the whole parsed `legal.json` of the copy's language.
 */
export function legalDocumentText(
  legalJson: unknown,
  document: LegalCopyDocument,
  facts: LegalCopyFacts,
): string {
  const { language, seller } = facts;
  const values = {
    email: seller.supportEmail,
    seller: seller.legalName[language],
    product: facts.productName,
    capacity: String(facts.capacity),
    version: facts.version,
  };
  const fill: Fill = (template) => interpolate(template, values);
  const root = record(legalJson, 'legal.json');
  const common = record(root.common, 'common');
  const labels = record(common.seller, 'common.seller');
  const label = (value: unknown, where: string) => fill(text(value, where));
  const emailLabel = label(common.emailLabel, 'common.emailLabel');
  const texts = record(root[document], document);
  const sections = Object.entries(record(texts.sections, `${document}.sections`)).map(
    ([id, value]) => ({ id, ...section(value, `${document}.sections.${id}`) }),
  );
  const blocks = (value: unknown, where: string) =>
    parseLegalBlocks(value, where).flatMap((block) => blockLines(block, '', fill));
  const effective = formatCalendarDate(facts.effective, language) ?? facts.effective;
  const lines = [
    label(texts.title, `${document}.title`),
    `${label(common.version, 'common.version')} · ${label(common.effectiveDate, 'common.effectiveDate')} ${effective}`,
    '',
    `${label(labels.name, 'common.seller.name')}: ${seller.legalName[language]} (${seller.legalForm[language]})`,
    `${label(labels.code, 'common.seller.code')}: ${seller.identificationCode}`,
    `${label(labels.address, 'common.seller.address')}: ${seller.legalAddress[language]}`,
    `${emailLabel} ${seller.supportEmail}`,
    '',
    ...sections.flatMap((part, index) => [
      `${index + 1}. ${fill(part.heading)}`,
      '',
      ...blocks(part.body, `${part.id}.body`),
      ...(part.mailSubject === undefined
        ? []
        : [`${emailLabel} ${seller.supportEmail} (${fill(part.mailSubject)})`, '']),
      ...(part.after === undefined ? [] : blocks(part.after, `${part.id}.after`)),
    ]),
  ];
  return `${lines.join('\n').trimEnd()}\n`;
}
