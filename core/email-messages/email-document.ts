import type { Language } from '../language/languages';

/**
 * The shape every e-mail is written in (docs/messaging.md "E-mail messages"): a message is a list of
 * blocks, rendered once as HTML and once as plain text, so the two alternatives always say the same.
 */

/** A run of text, or a link with its visible text. */
export type Inline = string | { readonly href: string; readonly text: string };

/** One row of a label–value table (a receipt line). */
export interface FactRow {
  readonly label: string;
  readonly value: readonly Inline[];
}

/** One block of a message. */
export type EmailBlock =
  | { readonly kind: 'paragraph'; readonly content: readonly Inline[] }
  | { readonly kind: 'facts'; readonly rows: readonly FactRow[] }
  | { readonly kind: 'list'; readonly items: readonly (readonly Inline[])[] }
  | { readonly kind: 'section'; readonly heading: string; readonly blocks: readonly EmailBlock[] };

/** A whole message before rendering. */
export interface EmailDocument {
  readonly language: Language;
  readonly subject: string;
  readonly heading: string;
  readonly blocks: readonly EmailBlock[];
  /** Who writes and why this message came: set apart at the end. */
  readonly footer: readonly (readonly Inline[])[];
}

/** A paragraph block. */
export const paragraph = (...content: Inline[]): EmailBlock => ({ kind: 'paragraph', content });

/** A label–value table block. */
export const facts = (rows: readonly FactRow[]): EmailBlock => ({ kind: 'facts', rows });

/** A titled section. */
export const section = (heading: string, blocks: readonly EmailBlock[]): EmailBlock => ({
  kind: 'section',
  heading,
  blocks,
});

/** A bulleted list, one item per inline run. */
export const list = (items: readonly (readonly Inline[])[]): EmailBlock => ({
  kind: 'list',
  items,
});

/** A link whose visible text is the address itself. */
export const link = (href: string): Inline => ({ href, text: href });

/** An e-mail address as a `mailto:` link. */
export const mailto = (address: string): Inline => ({ href: `mailto:${address}`, text: address });

/**
 * A sentence with `{name}` slots filled by inline runs (`{email}` → a `mailto:` link), so a link
 * sits where the language puts it.
 */
export function sentence(template: string, slots: Readonly<Record<string, Inline>>): Inline[] {
  return template
    .split(/(\{\w+\})/)
    .filter((part) => part !== '')
    .map((part) => {
      const slot = /^\{(\w+)\}$/.exec(part)?.[1];
      const run = slot === undefined ? undefined : slots[slot];
      if (slot !== undefined && run === undefined) throw new TypeError(`no value for ${part}`);
      return run ?? part;
    });
}
