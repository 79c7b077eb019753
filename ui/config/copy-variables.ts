/** Inlined by the build from config/site.json (server/site-config/site-config-defines.ts). */
declare const __SITE_COPY_VARIABLES__: { readonly capacity: number };

/**
 * Configured figures every text may state (docs/site.md "Claims"): i18next fills `{{capacity}}`
 * in any locale string with the most participants a configured cohort takes, so the copy never
 * repeats the figure itself.
 */
export let copyVariables: { readonly capacity: number } = __SITE_COPY_VARIABLES__;

/** The running configuration's figures instead (docs/site.md "Configuration reaches every page"). */
export function replaceCopyVariables(value: { readonly capacity: number }): void {
  copyVariables = value;
}
