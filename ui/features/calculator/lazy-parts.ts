/** The calculation engine, loaded once on first need. */
export const loadEngine = (() => {
  let engine: Promise<typeof import('./calculation-engine')> | undefined;
  return () => {
    engine ??= import('./calculation-engine');
    return engine;
  };
})();

/** The result view (summary, tabs, table; the chart loads from it), loaded once on first need. */
export const loadResultView = (() => {
  let view: Promise<typeof import('./calculator-result')> | undefined;
  return () => {
    view ??= import('./calculator-result');
    return view;
  };
})();

/**
 * Starts loading what a calculation needs when the visitor shows intent (focus, pointer, key in the
 * form), so the code is there by the time they press calculate. Failures surface on calculate.
 */
export function preloadCalculation(): void {
  loadEngine().catch(() => undefined);
  loadResultView().catch(() => undefined);
}
