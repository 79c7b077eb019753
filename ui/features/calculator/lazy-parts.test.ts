import { describe, expect, it } from 'vitest';
import { loadEngine, loadResultView, once } from './lazy-parts';

describe('calculator code on demand', () => {
  it('loads each part once and shares it', async () => {
    const [engine, again] = await Promise.all([loadEngine(), loadEngine()]);
    expect(engine).toBe(again);
    expect(typeof engine.runCalculation).toBe('function');
    expect(typeof (await loadResultView()).CalculatorResult).toBe('function');
  });

  it('forgets a failed load so the next call tries again', async () => {
    let calls = 0;
    const load = once(async () => {
      calls += 1;
      if (calls === 1) throw new Error('connection dropped');
      return 'loaded';
    });
    await expect(load()).rejects.toThrow('connection dropped');
    expect(await load()).toBe('loaded');
    expect(await load()).toBe('loaded');
    expect(calls).toBe(2);
  });
});
