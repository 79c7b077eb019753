import { describe, expect, it } from 'vitest';
import { type ScrollDocument, scrollToSection } from './scroll-to-section';

/** A minimal element that records what the helper did to it. */
function fakeSection(initialTabIndex?: string) {
  const attributes = new Map<string, string>();
  if (initialTabIndex !== undefined) attributes.set('tabindex', initialTabIndex);
  const record = { scrolled: [] as ScrollIntoViewOptions[], focused: 0, attributes };
  const element = {
    scrollIntoView: (options: ScrollIntoViewOptions) => record.scrolled.push(options),
    hasAttribute: (name: string) => attributes.has(name),
    setAttribute: (name: string, value: string) => attributes.set(name, value),
    focus: () => {
      record.focused += 1;
    },
  };
  return { element: element as unknown as HTMLElement, record };
}

function documentWith(sections: Record<string, HTMLElement>): ScrollDocument {
  return { getElementById: (id) => sections[id] ?? null };
}

describe('scrollToSection', () => {
  it('scrolls smoothly to the section and focuses it', () => {
    const { element, record } = fakeSection();
    const done = scrollToSection('pricing', documentWith({ pricing: element }), false);
    expect(done).toBe(true);
    expect(record.scrolled).toEqual([{ behavior: 'smooth', block: 'start' }]);
    expect(record.attributes.get('tabindex')).toBe('-1');
    expect(record.focused).toBe(1);
  });

  it('jumps without animation when reduced motion is requested and keeps an existing tabindex', () => {
    const { element, record } = fakeSection('0');
    scrollToSection('faq', documentWith({ faq: element }), true);
    expect(record.scrolled).toEqual([{ behavior: 'auto', block: 'start' }]);
    expect(record.attributes.get('tabindex')).toBe('0');
  });

  it('returns false and touches nothing when the section is absent', () => {
    const { element, record } = fakeSection();
    expect(scrollToSection('curriculum', documentWith({ faq: element }), false)).toBe(false);
    expect(record.scrolled).toEqual([]);
    expect(record.focused).toBe(0);
  });
});
