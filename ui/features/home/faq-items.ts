/** The FAQ entries in display order; texts live in `faq:items.<id>` (docs/site.md "Landing sections" FAQ item). */
export const FAQ_IDS = [
  'audience',
  'format',
  'time',
  'language',
  'results',
  'investing',
  'guarantee',
  'payment',
] as const;

/** One FAQ id. */
export type FaqId = (typeof FAQ_IDS)[number];

/** The key of one FAQ text in the `faq` namespace. */
export type FaqTextKey = `items.${FaqId}.${'question' | 'answer'}`;

/** A question and its answer, in one language. */
export interface FaqEntry {
  readonly id: FaqId;
  readonly question: string;
  readonly answer: string;
}

/** The FAQ entries through a translate function of the `faq` namespace (also used for FAQPage JSON-LD). */
export function faqEntries(t: (key: FaqTextKey) => string): FaqEntry[] {
  return FAQ_IDS.map((id) => ({
    id,
    question: t(`items.${id}.question`),
    answer: t(`items.${id}.answer`),
  }));
}
