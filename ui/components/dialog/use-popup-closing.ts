import { type RefObject, type SyntheticEvent, useCallback } from 'react';
import type { PopupPhase } from './popup-phase';
import { useModalDialog } from './use-modal-dialog';

/** What the closing needs from the popup's owner and its phase. */
interface PopupClosingOptions {
  readonly phase: PopupPhase;
  readonly onClose: () => void;
  readonly onDismissed: () => void;
}

/**
 * Shows the dialog modally while mounted and turns every way of closing it into one request to the
 * owner: `requestClose` (close button, backdrop, swipe) and the dialog's `cancel` and `close` events.
 */
export function usePopupClosing(
  dialogRef: RefObject<HTMLDialogElement | null>,
  { phase, onClose, onDismissed }: PopupClosingOptions,
) {
  const closingByUs = useModalDialog(dialogRef);
  // Only an open popup asks to close; during the fade further requests are ignored.
  const requestClose = useCallback(() => {
    if (phase === 'open') onClose();
  }, [phase, onClose]);
  // Escape: keep the dialog up so the fade can play; the owner flips `open` in `onClose`.
  const onCancel = (event: SyntheticEvent<HTMLDialogElement>): void => {
    event.preventDefault();
    requestClose();
  };
  // The browser closed the dialog itself (an Escape it would not let us cancel): no fade possible.
  const onNativeClose = (event: SyntheticEvent<HTMLDialogElement>): void => {
    if (closingByUs.current || event.currentTarget.open) return;
    onDismissed();
    requestClose();
  };
  return { requestClose, onCancel, onNativeClose };
}
