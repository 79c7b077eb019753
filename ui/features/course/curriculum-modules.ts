import type { LocaleResources } from '../../lib/i18n/locale-resources';

type Modules = LocaleResources['product']['curriculum']['modules'];
type ModuleId = keyof Modules;

/** The key of one point of a module that has points. */
type PointKey = {
  [M in ModuleId]: Modules[M] extends { readonly points: infer Points }
    ? `curriculum.modules.${M}.points.${keyof Points & string}`
    : never;
}[ModuleId];

/** The key of the prose of a module described instead of listed. */
type DescriptionKey = {
  [M in ModuleId]: Modules[M] extends { readonly description: string }
    ? `curriculum.modules.${M}.description`
    : never;
}[ModuleId];

/**
 * One weekly module of the curriculum (docs/site.md): a title, a subtitle, and points or a
 * description. Texts live under `curriculum.modules.<id>` in the `product` locales; points and
 * description are full keys so the type checker proves each one exists.
 */
export type CurriculumModule =
  | { readonly id: ModuleId; readonly points: readonly PointKey[] }
  | { readonly id: ModuleId; readonly points?: undefined; readonly description: DescriptionKey };

/** The eight weeks, in order; the last week is described in prose instead of points. */
export const CURRICULUM_MODULES: readonly CurriculumModule[] = [
  {
    id: 'week1',
    points: [
      'curriculum.modules.week1.points.audit',
      'curriculum.modules.week1.points.market',
      'curriculum.modules.week1.points.goal',
    ],
  },
  {
    id: 'week2',
    points: [
      'curriculum.modules.week2.points.profile',
      'curriculum.modules.week2.points.content',
      'curriculum.modules.week2.points.story',
    ],
  },
  {
    id: 'week3',
    points: [
      'curriculum.modules.week3.points.value',
      'curriculum.modules.week3.points.script',
      'curriculum.modules.week3.points.beyond',
    ],
  },
  {
    id: 'week4',
    points: [
      'curriculum.modules.week4.points.paths',
      'curriculum.modules.week4.points.influence',
      'curriculum.modules.week4.points.visibility',
    ],
  },
  {
    id: 'week5',
    points: [
      'curriculum.modules.week5.points.map',
      'curriculum.modules.week5.points.outreach',
      'curriculum.modules.week5.points.community',
    ],
  },
  {
    id: 'week6',
    points: [
      'curriculum.modules.week6.points.options',
      'curriculum.modules.week6.points.first',
      'curriculum.modules.week6.points.time',
    ],
  },
  {
    id: 'week7',
    points: [
      'curriculum.modules.week7.points.budget',
      'curriculum.modules.week7.points.funds',
      'curriculum.modules.week7.points.start',
    ],
  },
  { id: 'week8', description: 'curriculum.modules.week8.description' },
];
