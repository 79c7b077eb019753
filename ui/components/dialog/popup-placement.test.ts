import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  clampCoordinate,
  POPUP_POSITIONS,
  popupPlacement,
  popupPositionClass,
} from './popup-placement';
import { POPUP_CLOSE_DELAY_MS } from './popup-timing';

const css = readFileSync(new URL('./popup.css', import.meta.url), 'utf8');

describe('popupPositionClass', () => {
  it('gives each of the nine positions its own class', () => {
    const classes = POPUP_POSITIONS.map(popupPositionClass);
    expect(POPUP_POSITIONS).toHaveLength(9);
    expect(new Set(classes).size).toBe(9);
    expect(popupPositionClass('bottom-right')).toBe('popup--bottom-right');
  });

  it('has a rule in popup.css for every class it hands out', () => {
    for (const position of POPUP_POSITIONS) {
      expect(css).toContain(`.${popupPositionClass(position)} {`);
    }
    expect(css).toContain('.popup--custom {');
  });
});

describe('popupPlacement', () => {
  it('uses the named position when no point is given', () => {
    expect(popupPlacement('top').className).toBe('popup--top');
  });

  it('lets a custom point win and passes it to CSS as pixels', () => {
    const placement = popupPlacement('top', { x: 120, y: 45.6 });
    expect(placement.className).toBe('popup--custom');
    expect(placement.style['--popup-x']).toBe('120px');
    expect(placement.style['--popup-y']).toBe('46px');
  });

  it('times both fades from the one close-delay constant', () => {
    const { style } = popupPlacement('center');
    expect(style['--popup-close-ms']).toBe(`${POPUP_CLOSE_DELAY_MS}ms`);
    expect(POPUP_CLOSE_DELAY_MS).toBe(200);
    expect(css).toMatch(/data-state=['"]closing['"][^{]*\{[^}]*var\(--popup-close-ms/);
  });
});

describe('clampCoordinate', () => {
  it('keeps whole non-negative pixels and turns nonsense into 0', () => {
    expect(clampCoordinate(-30)).toBe(0);
    expect(clampCoordinate(12.4)).toBe(12);
    expect(clampCoordinate(Number.NaN)).toBe(0);
    expect(clampCoordinate(Number.POSITIVE_INFINITY)).toBe(0);
  });
});
