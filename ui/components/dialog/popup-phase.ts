/**
 * The popup's life cycle (docs/site.md "Popup demo page": "open or closed, with a 200 ms delay before removal on
 * close"). `closing` is the extra, visible-but-leaving phase in which the fade plays.
 */
export type PopupPhase = 'closed' | 'open' | 'closing';

/** What can happen to a popup; names follow the project's `noun.verb` event style. */
export type PopupPhaseEvent =
  | { readonly type: 'popup.open' }
  | { readonly type: 'popup.close'; readonly animate: boolean }
  | { readonly type: 'popup.fadeEnd' };

/**
 * The next phase. Re-opening during the fade cancels it; closing without animation (reduced
 * motion, or the browser already closed the dialog) skips `closing`; stray events change nothing.
 */
export function nextPopupPhase(phase: PopupPhase, event: PopupPhaseEvent): PopupPhase {
  switch (event.type) {
    case 'popup.open':
      return 'open';
    case 'popup.close':
      if (!event.animate) return 'closed';
      return phase === 'open' ? 'closing' : phase;
    case 'popup.fadeEnd':
      return phase === 'closing' ? 'closed' : phase;
  }
}

/** Whether the dialog element must be in the DOM in this phase (it stays during the fade). */
export function isPopupMounted(phase: PopupPhase): boolean {
  return phase !== 'closed';
}
