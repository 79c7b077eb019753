import { describe, expect, it } from 'vitest';
import { demoPopupPlacement, parseCoordinate } from './demo-popup';

describe('parseCoordinate', () => {
  it('reads whole pixels and treats empty, negative or invalid text as 0', () => {
    expect(parseCoordinate('250')).toBe(250);
    expect(parseCoordinate(' 12.6 ')).toBe(13);
    expect(parseCoordinate('')).toBe(0);
    expect(parseCoordinate('-40')).toBe(0);
    expect(parseCoordinate('abc')).toBe(0);
  });
});

describe('demoPopupPlacement', () => {
  it('maps each demo choice to the popup props', () => {
    expect(demoPopupPlacement({ kind: 'position', position: 'bottom-left' })).toEqual({
      position: 'bottom-left',
      backdrop: true,
    });
    expect(demoPopupPlacement({ kind: 'custom', point: { x: 5, y: 9 } })).toEqual({
      position: 'center',
      customPosition: { x: 5, y: 9 },
      backdrop: true,
    });
    expect(demoPopupPlacement({ kind: 'no-backdrop' })).toEqual({
      position: 'center',
      backdrop: false,
    });
  });
});
