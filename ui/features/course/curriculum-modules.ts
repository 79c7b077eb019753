/**
 * One weekly module of the curriculum (docs/site.md "Landing sections": "modules with title, subtitle, points or
 * description"). Texts live under `curriculum.modules.<id>` in the `product` locales.
 */
export type CurriculumModule =
  | { readonly id: string; readonly points: readonly string[] }
  | { readonly id: string; readonly points?: undefined };

/** The eight weeks, in order; the last week is described in prose instead of points. */
export const CURRICULUM_MODULES: readonly CurriculumModule[] = [
  { id: 'week1', points: ['audit', 'market', 'goal'] },
  { id: 'week2', points: ['profile', 'content', 'story'] },
  { id: 'week3', points: ['value', 'script', 'beyond'] },
  { id: 'week4', points: ['paths', 'influence', 'visibility'] },
  { id: 'week5', points: ['map', 'outreach', 'community'] },
  { id: 'week6', points: ['options', 'first', 'time'] },
  { id: 'week7', points: ['budget', 'funds', 'start'] },
  { id: 'week8' },
];
