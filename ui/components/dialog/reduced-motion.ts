/**
 * Whether the visitor asked for reduced motion. Read only in effects and handlers (never during
 * render), so prerendered HTML and hydration agree; without `matchMedia` it answers "no".
 */
export function prefersReducedMotion(): boolean {
  return (
    typeof window !== 'undefined' &&
    typeof window.matchMedia === 'function' &&
    window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}
