/** A question and its plain-text answer. */
export interface FaqJsonLdEntry {
  readonly question: string;
  readonly answer: string;
}

/** The `FAQPage` node from the same entries the visible FAQ shows (docs/site.md "SEO"). */
export function faqPageJsonLd(entries: readonly FaqJsonLdEntry[]): Record<string, unknown> {
  return {
    '@type': 'FAQPage',
    mainEntity: entries.map((entry) => ({
      '@type': 'Question',
      name: entry.question,
      acceptedAnswer: { '@type': 'Answer', text: entry.answer },
    })),
  };
}
