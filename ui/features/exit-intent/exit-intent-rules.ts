import { DAY_MS } from '../../../core/time/durations';
import { isChromelessPath } from '../../components/layout/is-chromeless-path';
import { EXIT_INTENT_MIN_VIEWPORT_PX } from './exit-intent-viewport';

/** The exit-intent limits (docs/webinar.md "Leads and exit intent" timers). */
export const EXIT_INTENT = {
  /** The pointer must leave through the top this close to the edge. */
  topEdgePx: 20,
  /** Only on viewports wider than this (no mouse exit on phones and tablets). */
  minViewportWidthPx: EXIT_INTENT_MIN_VIEWPORT_PX,
  /** Wait this long after the pointer left; coming back cancels. */
  delayMs: 500,
  /** At most once per this period. */
  cooldownMs: DAY_MS,
} as const;

/** localStorage key of the last time the popup was shown (epoch ms). */
export const EXIT_INTENT_SHOWN_AT_KEY = 'exit-intent-shown-at';

/** Everything the decision depends on, read by the caller from the event and the browser. */
export interface ExitIntentContext {
  readonly clientY: number;
  readonly viewportWidth: number;
  readonly pathname: string;
  readonly now: number;
  /** Epoch ms of the last showing, or null when never (or unreadable). */
  readonly lastShownAt: number | null;
  readonly registered: boolean;
}

/**
 * Whether a mouse exit should open the popup: through the top edge, on a wide viewport, not on
 * checkout or payment pages, not for a registered visitor, and not within 24 h of the last time.
 */
export function shouldShowExitIntent(context: ExitIntentContext): boolean {
  if (context.clientY > EXIT_INTENT.topEdgePx) return false;
  if (context.viewportWidth <= EXIT_INTENT.minViewportWidthPx) return false;
  if (isChromelessPath(context.pathname)) return false;
  if (context.registered) return false;
  if (context.lastShownAt === null) return true;
  // A time in the future (clock changed, tampered value) counts as "just shown".
  const elapsed = context.now - context.lastShownAt;
  return elapsed >= EXIT_INTENT.cooldownMs;
}

/** Reads a stored epoch-ms value; anything not a finite non-negative number is "never". */
export function parseShownAt(raw: string | null): number | null {
  if (raw === null || raw.trim() === '') return null;
  const value = Number(raw);
  return Number.isFinite(value) && value >= 0 ? value : null;
}
