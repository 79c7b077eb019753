import {
  clampCoordinate,
  type PopupPoint,
  type PopupPosition,
} from '../../components/dialog/popup-placement';

/** Which popup the demo page shows (docs/site.md "Popup demo page"): a named position, a pixel point, or no backdrop. */
export type DemoPopup =
  | { readonly kind: 'position'; readonly position: PopupPosition }
  | { readonly kind: 'custom'; readonly point: PopupPoint }
  | { readonly kind: 'no-backdrop' };

/** The coordinates the custom form starts with: visibly away from the corner, on any phone. */
export const DEFAULT_CUSTOM_POINT: PopupPoint = { x: 40, y: 120 };

/** Reads a number input's text as a pixel coordinate; empty or invalid text counts as 0. */
export function parseCoordinate(text: string): number {
  return text.trim() === '' ? 0 : clampCoordinate(Number(text));
}

/** The placement props `Popup` needs for a demo choice; the no-backdrop variant sits in the centre. */
export function demoPopupPlacement(demo: DemoPopup): {
  position: PopupPosition;
  customPosition?: PopupPoint;
  backdrop: boolean;
} {
  switch (demo.kind) {
    case 'position':
      return { position: demo.position, backdrop: true };
    case 'custom':
      return { position: 'center', customPosition: demo.point, backdrop: true };
    case 'no-backdrop':
      return { position: 'center', backdrop: false };
  }
}
