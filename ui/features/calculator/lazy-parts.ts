/**
 * A dynamic import made once and shared; a failed load (a dropped connection) is forgotten, so the
 * next calculation tries again instead of failing forever.
 */
export function once<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined;
  return () => {
    pending ??= load().catch((error: unknown) => {
      pending = undefined;
      throw error;
    });
    return pending;
  };
}

/** The calculation engine (core calculator with neverthrow). */
export const loadEngine = once(() => import('./calculation-engine'));

/** The result view: summary, tabs, table (the chart loads from it once shown). */
export const loadResultView = once(() => import('./calculator-result'));

/**
 * Starts loading what a calculation needs when the visitor shows intent (focus or pointer in the
 * form), so the code is there by the time they press calculate. Failures surface on calculate.
 */
export function preloadCalculation(): void {
  loadEngine().catch(() => undefined);
  loadResultView().catch(() => undefined);
}
