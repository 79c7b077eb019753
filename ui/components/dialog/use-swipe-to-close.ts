import { type TouchEvent, useCallback, useRef } from 'react';
import { SWIPE_CLOSE_THRESHOLD_PX } from './popup-timing';
import { isSwipeDownToClose } from './swipe-gesture';

/** Touch handlers to spread on the element that should react to the swipe. */
export type SwipeToCloseHandlers = {
  readonly onTouchStart: (event: TouchEvent<HTMLElement>) => void;
  readonly onTouchEnd: (event: TouchEvent<HTMLElement>) => void;
  readonly onTouchCancel: () => void;
};

/**
 * Calls `onSwipe` when the user swipes down by more than the threshold (docs/webinar.md "Booking modal",
 * "Scheduling modal"). A swipe only counts when it starts with the element scrolled to its top,
 * because otherwise the same gesture means "scroll back up".
 */
export function useSwipeToClose(
  onSwipe: () => void,
  thresholdPx: number = SWIPE_CLOSE_THRESHOLD_PX,
): SwipeToCloseHandlers {
  const start = useRef<{ x: number; y: number } | null>(null);

  const onTouchStart = useCallback((event: TouchEvent<HTMLElement>) => {
    const touch = event.touches[0];
    start.current =
      touch && event.currentTarget.scrollTop <= 0 ? { x: touch.clientX, y: touch.clientY } : null;
  }, []);

  const onTouchEnd = useCallback(
    (event: TouchEvent<HTMLElement>) => {
      const from = start.current;
      const touch = event.changedTouches[0];
      start.current = null;
      if (!from || !touch) return;
      const delta = { dx: touch.clientX - from.x, dy: touch.clientY - from.y };
      if (isSwipeDownToClose(delta, thresholdPx)) onSwipe();
    },
    [onSwipe, thresholdPx],
  );

  const onTouchCancel = useCallback(() => {
    start.current = null;
  }, []);

  return { onTouchStart, onTouchEnd, onTouchCancel };
}
