import { SWIPE_CLOSE_THRESHOLD_PX } from './popup-timing';

/** A finger's movement from touch start to touch end, in CSS pixels (y grows downwards). */
export type SwipeDelta = { readonly dx: number; readonly dy: number };

/**
 * Whether a movement is a downward swipe that closes the popup: more than the threshold down
 * (docs/webinar.md "Booking modal": "a downward swipe over 100 px") and more down than sideways, so a horizontal
 * scroll of a carousel inside the popup does not close it.
 */
export function isSwipeDownToClose(
  delta: SwipeDelta,
  thresholdPx: number = SWIPE_CLOSE_THRESHOLD_PX,
): boolean {
  return delta.dy > thresholdPx && delta.dy > Math.abs(delta.dx);
}
