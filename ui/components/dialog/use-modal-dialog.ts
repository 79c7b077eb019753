import { type RefObject, useLayoutEffect, useRef } from 'react';

/**
 * Opens the dialog modally while the component is mounted, then closes it and returns focus to
 * the element that had it (docs/site.md "Accessibility", Modals row). `showModal()` is what moves
 * focus in, keeps Tab inside and makes the page behind inert.
 * The returned ref is true while *we* are closing, so a `close` event can be told apart from one
 * the browser fired on its own (e.g. Escape without user activation cannot be cancelled).
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
