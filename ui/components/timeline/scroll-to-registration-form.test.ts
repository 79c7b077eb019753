import { describe, expect, it } from 'vitest';
import { type ScrollTarget, scrollToRegistrationForm } from './scroll-to-registration-form';

function target(withForm: boolean) {
  const log: string[] = [];
  const field = { focus: () => log.push('focus-field') };
  const section = {
    scrollIntoView: (options: ScrollIntoViewOptions) => log.push(`into-view:${options.behavior}`),
    querySelector: () => field,
  } as unknown as HTMLElement;
  const scrollTarget: ScrollTarget = {
    getElementById: (id) => (withForm && id === 'registration-form' ? section : null),
    scrollToTop: (behavior) => log.push(`top:${behavior}`),
  };
  return { log, scrollTarget };
}

describe('scrollToRegistrationForm (docs/webinar.md "Timeline" final CTA)', () => {
  it('scrolls smoothly to the form and focuses its first field', () => {
    const { log, scrollTarget } = target(true);
    expect(scrollToRegistrationForm(scrollTarget, false)).toBe(true);
    expect(log).toEqual(['into-view:smooth', 'focus-field']);
  });

  it('scrolls to the top when the form is missing', () => {
    const { log, scrollTarget } = target(false);
    expect(scrollToRegistrationForm(scrollTarget, false)).toBe(false);
    expect(log).toEqual(['top:smooth']);
  });

  it('jumps without animation for reduced motion', () => {
    const { log, scrollTarget } = target(true);
    scrollToRegistrationForm(scrollTarget, true);
    expect(log[0]).toBe('into-view:auto');
  });
});
