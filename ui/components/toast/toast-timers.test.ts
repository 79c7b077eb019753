import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { addToast, MAX_VISIBLE_TOASTS, removeToast, type Toast } from './toast-model';
import { createToastTimers } from './toast-timers';

describe('toast timers', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('expires a toast after 5 s by default', () => {
    const expired: number[] = [];
    const timers = createToastTimers((id) => expired.push(id));
    timers.start(1, undefined);
    vi.advanceTimersByTime(4999);
    expect(expired).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(expired).toEqual([1]);
  });

  it('honours a custom duration per toast', () => {
    const expired: number[] = [];
    const timers = createToastTimers((id) => expired.push(id));
    timers.start(1, 8000);
    timers.start(2, 1000);
    vi.advanceTimersByTime(1000);
    expect(expired).toEqual([2]);
    vi.advanceTimersByTime(7000);
    expect(expired).toEqual([2, 1]);
  });

  it('does not expire a toast that was dismissed or cleared', () => {
    const expired: number[] = [];
    const timers = createToastTimers((id) => expired.push(id));
    timers.start(1, 1000);
    timers.start(2, 1000);
    timers.cancel(1);
    vi.advanceTimersByTime(1000);
    timers.start(3, 1000);
    timers.cancelAll();
    vi.advanceTimersByTime(5000);
    expect(expired).toEqual([2]);
  });
});

describe('toast list', () => {
  const toast = (id: number): Toast => ({ id, title: `t${id}`, tone: 'info' });

  it('keeps only the newest toasts and removes by id', () => {
    let list: readonly Toast[] = [];
    for (let id = 1; id <= MAX_VISIBLE_TOASTS + 1; id += 1) list = addToast(list, toast(id));
    expect(list.map((item) => item.id)).toEqual([2, 3, 4]);
    expect(removeToast(list, 3).map((item) => item.id)).toEqual([2, 4]);
  });
});
