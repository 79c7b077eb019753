import type { ReactNode } from 'react';
import { usePopup } from './popup-context';

/** Props of `PopupCloseButton`; the label is passed in already translated. */
export type PopupCloseButtonProps = {
  readonly children: ReactNode;
  readonly className?: string;
};

/** A button that closes the surrounding popup with its fade (docs/site.md: "close button"). */
export function PopupCloseButton({ children, className }: PopupCloseButtonProps) {
  const { requestClose } = usePopup();
  return (
    <button
      type="button"
      className={className ?? 'popup__close-button'}
      data-popup-close=""
      onClick={requestClose}
    >
      {children}
    </button>
  );
}
