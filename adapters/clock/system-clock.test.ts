import { describe, expect, it } from 'vitest';
import { createSystemClock } from './system-clock';

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
