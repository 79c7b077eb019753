import { type MouseEvent, type PointerEvent, useRef } from 'react';

/** Pointer handlers to spread on the `<dialog>` element. */
export type BackdropClickHandlers = {
  readonly onPointerDown: (event: PointerEvent<HTMLDialogElement>) => void;
  readonly onClick: (event: MouseEvent<HTMLDialogElement>) => void;
};

/**
 * Calls `onBackdropClick` for clicks on the dialog's `::backdrop` (docs/site.md "Routes"). Such clicks
 * reach the `<dialog>` itself, while the panel filling the dialog's box catches every other click.
 * Press and release must both land there, so a text selection dragged outside does not close it.
 */
export function useBackdropClick(onBackdropClick: () => void): BackdropClickHandlers {
  const pressedOnBackdrop = useRef(false);
  return {
    onPointerDown: (event) => {
      pressedOnBackdrop.current = event.target === event.currentTarget;
    },
    onClick: (event) => {
      const onBackdrop = pressedOnBackdrop.current && event.target === event.currentTarget;
      pressedOnBackdrop.current = false;
      if (onBackdrop) onBackdropClick();
    },
  };
}
