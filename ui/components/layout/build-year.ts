/**
 * Replaced at build time (Vite `define`) with the year of the build. Declared here so the code type-checks
 * where no build step runs (tests, `tsx`).
 */
declare const __BUILD_YEAR__: number | undefined;

/** Used when no build-time year is defined: the year of the configured cohort (docs/purchase.md "Cohorts"). */
const FALLBACK_YEAR = 2025;

/**
 * The copyright year. A build-time constant rather than `new Date()` so the prerendered HTML and the
 * hydrating client print the same year (docs/architecture.md "Pages are prerendered").
 */
export const BUILD_YEAR: number =
  typeof __BUILD_YEAR__ === 'number' ? __BUILD_YEAR__ : FALLBACK_YEAR;
