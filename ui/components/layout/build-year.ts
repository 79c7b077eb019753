/**
 * Replaced at build time (Vite `define`) with the year of the build. Declared here so the code type-checks
 * where no build step runs (tests, `tsx`).
 */
declare const __BUILD_YEAR__: number | undefined;

/** The copyright year where no build-time one is defined (tests, `tsx`): the first cohort's (docs/site.md "Navigation and layout"). */
const FALLBACK_YEAR = 2025;

/**
 * The copyright year. A build-time constant rather than `new Date()` so the prerendered HTML and the
 * hydrating client print the same year (docs/architecture.md "Pages are prerendered").
 */
export const BUILD_YEAR: number =
  typeof __BUILD_YEAR__ === 'number' ? __BUILD_YEAR__ : FALLBACK_YEAR;
