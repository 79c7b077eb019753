import * as v from 'valibot';

const fileWithCohorts = v.object({ cohorts: v.array(v.unknown()) });
const cohortWithOriginal = v.object({
  number: v.number(),
  prices: v.object({ original: v.unknown() }),
});

/**
 * The cohorts whose entry in a file `parseSiteConfig` accepted still gives `prices.original`, the
 * undated struck-through price the site no longer shows (docs/purchase.md "Course and price"), so
 * `config check` can say it is ignored instead of the operator believing it is on the page.
 */
export function cohortsWithOriginalPrice(json: unknown): number[] {
  if (!v.is(fileWithCohorts, json)) return [];
  return json.cohorts.flatMap((cohort) =>
    v.is(cohortWithOriginal, cohort) ? [cohort.number] : [],
  );
}
