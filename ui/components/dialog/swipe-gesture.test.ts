import { describe, expect, it } from 'vitest';
import { SWIPE_CLOSE_THRESHOLD_PX } from './popup-timing';
import { isSwipeDownToClose } from './swipe-gesture';

describe('isSwipeDownToClose', () => {
  it('closes only past 100 px downwards (spec: "over 100 px")', () => {
    expect(SWIPE_CLOSE_THRESHOLD_PX).toBe(100);
    expect(isSwipeDownToClose({ dx: 0, dy: 100 })).toBe(false);
    expect(isSwipeDownToClose({ dx: 0, dy: 101 })).toBe(true);
  });

  it('ignores upward and mostly sideways movement', () => {
    expect(isSwipeDownToClose({ dx: 0, dy: -300 })).toBe(false);
    expect(isSwipeDownToClose({ dx: -250, dy: 150 })).toBe(false);
    expect(isSwipeDownToClose({ dx: 40, dy: 150 })).toBe(true);
  });

  it('honours a caller-supplied threshold', () => {
    expect(isSwipeDownToClose({ dx: 0, dy: 60 }, 50)).toBe(true);
    expect(isSwipeDownToClose({ dx: 0, dy: 60 }, 80)).toBe(false);
  });
});
