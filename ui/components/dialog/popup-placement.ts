import type { CSSProperties } from 'react';
import { POPUP_CLOSE_DELAY_MS, POPUP_OPEN_FADE_MS } from './popup-timing';

/** The nine named popup positions of the demo page (docs/site.md "Popup demo page"), in reading order of a 3×3 grid. */
export const POPUP_POSITIONS = [
  'top-left',
  'top',
  'top-right',
  'left',
  'center',
  'right',
  'bottom-left',
  'bottom',
  'bottom-right',
] as const;

/** One of the nine named positions. */
export type PopupPosition = (typeof POPUP_POSITIONS)[number];

/** A custom placement: the popup's top-left corner in CSS pixels from the viewport's top-left. */
export type PopupPoint = { readonly x: number; readonly y: number };

/** Inline style carrying CSS custom properties (allowed by CSP `style-src-attr 'unsafe-inline'`). */
export type PopupStyle = CSSProperties & Record<`--${string}`, string>;

/** The class and inline style that place a popup and time its fades. */
export type PopupPlacement = { readonly className: string; readonly style: PopupStyle };

/** The modifier class for a named position, e.g. `popup--top-left`. */
export function popupPositionClass(position: PopupPosition): string {
  return `popup--${position}`;
}

/** Clamps a coordinate to a whole, non-negative pixel count so the popup's corner stays on screen. */
export function clampCoordinate(value: number): number {
  return Number.isFinite(value) ? Math.max(0, Math.round(value)) : 0;
}

/**
 * Turns the `position` / `point` props into a class and style. A custom point wins over the named
 * position; it is handed to CSS as `--popup-x` / `--popup-y` so the stylesheet keeps the layout rules.
 */
export function popupPlacement(position: PopupPosition, point?: PopupPoint): PopupPlacement {
  const timing = {
    '--popup-open-ms': `${POPUP_OPEN_FADE_MS}ms`,
    '--popup-close-ms': `${POPUP_CLOSE_DELAY_MS}ms`,
  };
  if (point === undefined) return { className: popupPositionClass(position), style: timing };
  return {
    className: 'popup--custom',
    style: {
      ...timing,
      '--popup-x': `${clampCoordinate(point.x)}px`,
      '--popup-y': `${clampCoordinate(point.y)}px`,
    },
  };
}
