/** Page views of the same path within one bucket count once (docs/messaging.md "De-duplication": 5 s bucket). */
const PAGE_VIEW_BUCKET_MS = 5_000;

/**
 * The de-duplication key of a page view: the path plus the 5-second bucket it falls in, so the
 * tracker fires once per path per bucket even when React re-renders or the query flickers.
 */
export function pageViewKey(path: string, at: Date): string {
  return `${path}|${Math.floor(at.getTime() / PAGE_VIEW_BUCKET_MS)}`;
}
