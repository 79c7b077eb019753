import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  admission,
  afterDelivery,
  type BreakerSignal,
  type Circuit,
  CLOSED_CIRCUIT,
  DEFAULT_BREAKER_SETTINGS,
  probing,
} from './circuit-breaker';

const settings = { threshold: 3, coolDownMs: 60_000 };
const t0 = new Date('2025-10-01T10:00:00Z');
const at = (ms: number) => new Date(t0.getTime() + ms);
const fold = (signals: readonly BreakerSignal[], start: Circuit = CLOSED_CIRCUIT) =>
  signals.reduce((circuit, signal) => afterDelivery(circuit, signal, t0, settings), start);

describe('circuit breaker (docs/messaging.md "Circuit breaker")', () => {
  it('defaults to 5 failures in a row and a one-minute cool-down', () => {
    expect(DEFAULT_BREAKER_SETTINGS).toEqual({ threshold: 5, coolDownMs: 60_000 });
  });

  it('opens after the threshold of consecutive transient failures', () => {
    expect(fold(['transient', 'transient'])).toEqual({ state: 'closed', failures: 2 });
    expect(fold(['transient', 'transient', 'transient'])).toEqual({
      state: 'open',
      until: at(60_000),
    });
  });

  it('a success in between starts the count again; a refusal changes nothing', () => {
    expect(fold(['transient', 'transient', 'success', 'transient', 'transient'])).toEqual({
      state: 'closed',
      failures: 2,
    });
    expect(fold(['transient', 'neutral', 'transient'])).toEqual({ state: 'closed', failures: 2 });
  });

  it('admits nothing while open, one probe after the cool-down, nothing while it is out', () => {
    const open = fold(['transient', 'transient', 'transient']);
    expect(admission(CLOSED_CIRCUIT, t0)).toBe('all');
    expect(admission(open, at(59_999))).toBe('none');
    expect(admission(open, at(60_000))).toBe('probe');
    expect(admission(probing(), at(90_000))).toBe('none');
  });

  it('a failed probe opens it for another cool-down; a probe that gets an answer closes it', () => {
    expect(afterDelivery(probing(), 'transient', at(60_000), settings)).toEqual({
      state: 'open',
      until: at(120_000),
    });
    expect(afterDelivery(probing(), 'success', at(60_000), settings)).toEqual(CLOSED_CIRCUIT);
    expect(afterDelivery(probing(), 'neutral', at(60_000), settings)).toEqual(CLOSED_CIRCUIT);
  });

  it('late failures of a batch already out keep an open circuit as it is', () => {
    const open = fold(['transient', 'transient', 'transient']);
    expect(afterDelivery(open, 'transient', at(30_000), settings)).toBe(open);
  });

  it('property: it is open exactly when the last `threshold` signals, ignoring neutral ones, failed', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom<BreakerSignal>('success', 'transient', 'neutral'), {
          maxLength: 40,
        }),
        (signals) => {
          const counted = signals.filter((s) => s !== 'neutral');
          const lastSuccess = counted.lastIndexOf('success');
          const failuresSince = counted.length - lastSuccess - 1;
          expect(fold(signals).state === 'open').toBe(failuresSince >= settings.threshold);
        },
      ),
    );
  });
});
