import { describe, expect, it } from 'vitest';
import {
  EXIT_INTENT,
  type ExitIntentContext,
  parseShownAt,
  shouldShowExitIntent,
} from './exit-intent-rules';

const NOW = Date.UTC(2025, 9, 20, 12);
const base: ExitIntentContext = {
  clientY: 5,
  viewportWidth: 1280,
  pathname: '/ka',
  now: NOW,
  lastShownAt: null,
  registered: false,
};
const show = (change: Partial<ExitIntentContext>) => shouldShowExitIntent({ ...base, ...change });

describe('shouldShowExitIntent', () => {
  it('opens for a first exit through the top on a wide screen', () => {
    expect(show({})).toBe(true);
    expect(show({ clientY: 20 })).toBe(true);
    expect(show({ clientY: -40 })).toBe(true);
  });

  it('needs the pointer within 20 px of the top', () => {
    expect(show({ clientY: 21 })).toBe(false);
  });

  it('needs a viewport wider than 768 px', () => {
    expect(show({ viewportWidth: 768 })).toBe(false);
    expect(show({ viewportWidth: 769 })).toBe(true);
  });

  it('never opens on checkout or payment pages', () => {
    for (const pathname of ['/ka/checkout', '/en/checkout', '/ka/payment-success', '/checkout']) {
      expect(show({ pathname })).toBe(false);
    }
    expect(show({ pathname: '/en/webinar' })).toBe(true);
  });

  it('never opens for a visitor who has registered', () => {
    expect(show({ registered: true })).toBe(false);
  });

  it('opens at most once per 24 hours', () => {
    expect(show({ lastShownAt: NOW - EXIT_INTENT.cooldownMs + 1 })).toBe(false);
    expect(show({ lastShownAt: NOW - EXIT_INTENT.cooldownMs })).toBe(true);
    // A stored time in the future counts as just shown.
    expect(show({ lastShownAt: NOW + 60_000 })).toBe(false);
  });
});

describe('parseShownAt', () => {
  it('reads epoch milliseconds and treats anything else as never', () => {
    expect(parseShownAt(String(NOW))).toBe(NOW);
    expect(parseShownAt(null)).toBeNull();
    expect(parseShownAt('')).toBeNull();
    expect(parseShownAt('yesterday')).toBeNull();
    expect(parseShownAt('-5')).toBeNull();
  });
});
