import { afterEach, describe, expect, it } from 'vitest';
import { renderInstant, setRenderInstant } from './render-instant';

describe('the render instant (docs/site.md "Pages follow the clock")', () => {
  afterEach(() => setRenderInstant(undefined));

  it('takes the instant itself or the ISO string the page carries', () => {
    setRenderInstant('2027-02-01T08:00:00.123Z');
    expect(renderInstant()).toEqual(new Date('2027-02-01T08:00:00.123Z'));
    setRenderInstant(new Date('2026-12-20T08:00:00Z'));
    expect(renderInstant()).toEqual(new Date('2026-12-20T08:00:00Z'));
  });

  it('is undefined when the page carries none', () => {
    setRenderInstant('2027-02-01T08:00:00Z');
    setRenderInstant(undefined);
    expect(renderInstant()).toBeUndefined();
  });
});
