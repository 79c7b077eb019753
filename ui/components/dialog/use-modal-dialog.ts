import { type RefObject, useLayoutEffect, useRef } from 'react';

/**
 * Opens the dialog modally while mounted, then closes it and returns focus (docs/site.md
 * "Accessibility"). The returned ref is true while *we* close it, to tell our `close` event from
 * the browser's own (Escape without user activation cannot be cancelled).
 */
export function useModalDialog(dialogRef: RefObject<HTMLDialogElement | null>): RefObject<boolean> {
  const closingByUs = useRef(false);

  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const trigger = document.activeElement;
    closingByUs.current = false;
    if (!dialog.open) dialog.showModal();
    return () => {
      closingByUs.current = true;
      if (dialog.open) dialog.close();
      if (trigger instanceof HTMLElement && trigger.isConnected) trigger.focus();
    };
  }, [dialogRef]);

  return closingByUs;
}
