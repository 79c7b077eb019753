/**
 * The course on sale (docs/purchase.md). Its prices belong to each cohort (config/site.json, in tetri);
 * the discount shown beside them is derived (`discountPercent`), never stored. The product name is
 * copy and lives in the locales, not here.
 */
export const COURSE = {
  id: 'career-acceleration-course',
  category: 'Education',
  currency: 'GEL',
} as const satisfies { id: string; category: string; currency: 'GEL' };
