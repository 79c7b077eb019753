import { describe, expect, it } from 'vitest';
import { createShiftedClock, createSystemClock } from './system-clock';

describe('createSystemClock', () => {
  it('reads the current time on every call', () => {
    const clock = createSystemClock();
    const before = Date.now();
    const now = clock.now().getTime();
    const after = Date.now();
    expect(now).toBeGreaterThanOrEqual(before);
    expect(now).toBeLessThanOrEqual(after);
  });

  it('returns a fresh Date each time, so callers cannot mutate a shared instant', () => {
    const clock = createSystemClock();
    expect(clock.now()).not.toBe(clock.now());
  });
});

describe('createShiftedClock', () => {
  it("starts at the given instant and runs at the wall clock's speed", () => {
    let wall = 1_000_000;
    const clock = createShiftedClock(new Date('2027-02-01T06:00:00Z'), () => wall);
    expect(clock.now().toISOString()).toBe('2027-02-01T06:00:00.000Z');
    wall += 90_000;
    expect(clock.now().toISOString()).toBe('2027-02-01T06:01:30.000Z');
  });

  it('moves to another instant on request, tells its listeners, and runs on from there', () => {
    let wall = 5_000;
    const clock = createShiftedClock(new Date('2026-11-28T08:00:00Z'), () => wall);
    const moves: string[] = [];
    const stop = clock.onMove(() => moves.push(clock.now().toISOString()));
    clock.moveTo(new Date('2027-02-01T08:00:00Z'));
    wall += 1_000;
    expect(clock.now().toISOString()).toBe('2027-02-01T08:00:01.000Z');
    stop();
    clock.moveTo(new Date('2027-03-02T08:00:00Z'));
    expect(moves).toEqual(['2027-02-01T08:00:00.000Z']);
  });
});
