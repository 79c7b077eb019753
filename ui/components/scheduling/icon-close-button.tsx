import { usePopup } from '../dialog/popup-context';
import { CloseIcon } from '../icons/close-icon';
import './icon-close-button.css';

/** A cross in the popup's top-right corner that starts the 200 ms closing fade (docs/webinar.md "Booking modal"). */
export function IconCloseButton({ label }: { readonly label: string }) {
  const { requestClose } = usePopup();
  return (
    <button
      type="button"
      className="icon-close-button"
      aria-label={label}
      data-popup-close=""
      onClick={requestClose}
    >
      <CloseIcon />
    </button>
  );
}
