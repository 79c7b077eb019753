/** A title/description pair from translations (key learning, final-CTA benefit; docs/site.md "Landing sections"). */
export interface TitledItem {
  readonly title: string;
  readonly description: string;
}

/** Reads an array of title/description pairs from `returnObjects`, skipping malformed entries. */
export function readTitledItems(value: unknown): TitledItem[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((entry: unknown) => {
    if (typeof entry !== 'object' || entry === null) return [];
    const { title, description } = entry as Record<string, unknown>;
    return typeof title === 'string' && typeof description === 'string'
      ? [{ title, description }]
      : [];
  });
}
