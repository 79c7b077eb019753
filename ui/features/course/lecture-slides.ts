import type { LocaleResources } from '../../lib/i18n/locale-resources';
import type { LectureMotif } from './lecture-art-motifs';

/** A carousel slide that has texts in the locales. */
export type LectureSlideId = keyof LocaleResources['product']['socialProof']['carousel']['slides'];

/**
 * One carousel slide (docs/site.md "Landing sections"). No lecture photos
 * exist, so the picture is drawn (motif and tone) instead of loaded from a URL; title, caption and
 * alt live under `socialProof.carousel.slides.<id>` in the `product` locales.
 */
export interface LectureSlide<Id extends string = LectureSlideId> {
  readonly id: Id;
  readonly motif: LectureMotif;
  readonly tone: 'blue' | 'green' | 'ink';
}

/** The default four slides (docs/site.md "Landing sections"). */
export const DEFAULT_LECTURE_SLIDES: readonly LectureSlide[] = [
  { id: 'workshop', motif: 'notes', tone: 'blue' },
  { id: 'negotiation', motif: 'bubbles', tone: 'green' },
  { id: 'investing', motif: 'chart', tone: 'ink' },
  { id: 'demo', motif: 'audience', tone: 'blue' },
];

/** The slide index after moving `delta` steps, wrapping around both ends. */
export function stepSlide(index: number, delta: number, count: number): number {
  if (count <= 0) return 0;
  return (((index + delta) % count) + count) % count;
}
