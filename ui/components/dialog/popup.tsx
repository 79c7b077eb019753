import { type ReactNode, useId, useMemo, useRef } from 'react';
import { PopupContext, type PopupContextValue } from './popup-context';
import { isPopupMounted, type PopupPhase } from './popup-phase';
import { type PopupPoint, type PopupPosition, popupPlacement } from './popup-placement';
import { useBackdropClick } from './use-backdrop-click';
import { usePopupClosing } from './use-popup-closing';
import { usePopupPhase } from './use-popup-phase';
import { useSwipeToClose } from './use-swipe-to-close';
import './popup.css';

/** The dialog is named either by a visible title it renders or by an element id the caller owns. */
type PopupLabel =
  | { readonly title: ReactNode; readonly labelledBy?: never }
  | { readonly labelledBy: string; readonly title?: never };

/** Props of `Popup`. It is controlled: `onClose` asks the owner to set `open` to false. */
export type PopupProps = PopupLabel & {
  readonly open: boolean;
  /** Called on the close button, Escape, backdrop click or swipe; the fade starts when `open` turns false. */
  readonly onClose: () => void;
  /** One of nine named positions; `center` by default. */
  readonly position?: PopupPosition;
  /** The top-left corner in viewport pixels; wins over `position` (docs/site.md "Popup demo page"). */
  readonly customPosition?: PopupPoint;
  /** A dimmed backdrop that closes the popup when clicked; `true` by default. */
  readonly backdrop?: boolean;
  /** Close by a downward swipe over 100 px (the scheduling modal, docs/webinar.md "Booking modal"). */
  readonly closeOnSwipeDown?: boolean;
  readonly className?: string;
  readonly children?: ReactNode;
};

/**
 * An accessible popup on the native `<dialog>` opened with `showModal()`. Closing plays a 200 ms
 * fade (`data-state="closing"`) and only then closes and removes the dialog (docs/site.md "Popup demo page").
 * Without a backdrop it is still modal, with a transparent backdrop, so Escape, the focus trap
 * and the inert page keep working (docs/decisions.md).
 */
export function Popup(props: PopupProps) {
  const { phase, dismiss } = usePopupPhase(props.open);
  if (!isPopupMounted(phase)) return null;
  return <PopupDialog {...props} phase={phase} onDismissed={dismiss} />;
}

type PopupDialogProps = PopupProps & {
  readonly phase: PopupPhase;
  readonly onDismissed: () => void;
};

/** The dialog's classes: placement, the no-backdrop variant and the caller's own. */
function popupClassName(placement: string, backdrop: boolean, extra: string | undefined): string {
  return ['popup', placement, backdrop ? '' : 'popup--no-backdrop', extra]
    .filter(Boolean)
    .join(' ');
}

function PopupDialog(props: PopupDialogProps) {
  const { phase, backdrop = true, closeOnSwipeDown = false } = props;
  const dialogRef = useRef<HTMLDialogElement>(null);
  const { requestClose, onCancel, onNativeClose } = usePopupClosing(dialogRef, props);
  const generatedId = useId();
  const titleId = props.labelledBy ?? generatedId;
  const placement = popupPlacement(props.position ?? 'center', props.customPosition);
  const context = useMemo<PopupContextValue>(
    () => ({ titleId, requestClose }),
    [titleId, requestClose],
  );
  const swipe = useSwipeToClose(requestClose);
  const backdropClick = useBackdropClick(backdrop ? requestClose : () => undefined);
  return (
    <dialog
      ref={dialogRef}
      className={popupClassName(placement.className, backdrop, props.className)}
      style={placement.style}
      aria-labelledby={titleId}
      data-state={phase === 'closing' ? 'closing' : 'open'}
      data-position={props.customPosition ? 'custom' : (props.position ?? 'center')}
      onCancel={onCancel}
      onClose={onNativeClose}
      {...backdropClick}
    >
      <div className="popup__panel" {...(closeOnSwipeDown ? swipe : {})}>
        <PopupContext value={context}>
          {props.title === undefined ? null : (
            <h2 id={titleId} className="popup__title">
              {props.title}
            </h2>
          )}
          {props.children}
        </PopupContext>
      </div>
    </dialog>
  );
}
