import { useEffect, useReducer } from 'react';
import { nextPopupPhase, type PopupPhase } from './popup-phase';
import { POPUP_CLOSE_DELAY_MS } from './popup-timing';
import { prefersReducedMotion } from './reduced-motion';

/**
 * Follows the controlled `open` prop through the popup phases: when it turns false the dialog
 * stays mounted in `closing` for the fade (docs/site.md "Popup demo page"), unless reduced motion is preferred.
 * `dismiss` is for when the browser has already closed the dialog and no fade can play.
 */
export function usePopupPhase(open: boolean): { phase: PopupPhase; dismiss: () => void } {
  const [phase, dispatch] = useReducer(nextPopupPhase, open ? 'open' : 'closed');

  useEffect(() => {
    dispatch(
      open ? { type: 'popup.open' } : { type: 'popup.close', animate: !prefersReducedMotion() },
    );
  }, [open]);

  useEffect(() => {
    if (phase !== 'closing') return;
    const timer = setTimeout(() => dispatch({ type: 'popup.fadeEnd' }), POPUP_CLOSE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [phase]);

  return { phase, dismiss: () => dispatch({ type: 'popup.close', animate: false }) };
}
