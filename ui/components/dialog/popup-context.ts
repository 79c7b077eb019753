import { createContext, useContext } from 'react';

/** What content inside a popup may use: the title's id and a way to start the closing fade. */
export type PopupContextValue = {
  /** The id the dialog's `aria-labelledby` points at. */
  readonly titleId: string;
  /** Starts closing exactly as the Escape key would (fade, then removal, then focus return). */
  readonly requestClose: () => void;
};

/** Provided by `Popup` to its children. */
export const PopupContext = createContext<PopupContextValue | null>(null);

/**
 * The surrounding popup. Throws when used outside a `Popup`: that is a developer error, not a
 * visitor-facing one (docs/validation.md "Error codes", "using the popup context outside its provider throws").
 */
export function usePopup(): PopupContextValue {
  const value = useContext(PopupContext);
  if (value === null) throw new Error('usePopup() must be called inside <Popup>.');
  return value;
}
