import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Accordion } from './accordion';
import { toggleAccordion } from './accordion-state';

describe('toggleAccordion (single-open, collapsible; docs/site.md "Landing sections")', () => {
  it('opening one closes the other', () => {
    expect(toggleAccordion('a', 'b')).toBe('b');
    expect(toggleAccordion(null, 'a')).toBe('a');
  });

  it('activating the open one closes it, leaving none open', () => {
    expect(toggleAccordion('a', 'a')).toBeNull();
  });
});

const items = [
  { id: 'one', question: 'First?', answer: <p>First answer</p> },
  { id: 'two', question: 'Second?', answer: <p>Second answer</p> },
];

describe('Accordion markup (docs/site.md "Accessibility" FAQ accordion)', () => {
  it('puts buttons inside headings with aria-expanded and aria-controls', () => {
    const html = renderToString(<Accordion items={items} headingLevel={3} />);
    expect(html.match(/<h3 class="accordion__heading"><button/g)).toHaveLength(2);
    expect(html.match(/aria-expanded="false"/g)).toHaveLength(2);
    const controls = [...html.matchAll(/aria-controls="([^"]+)"/g)].map((match) => match[1]);
    for (const id of controls) expect(html).toContain(`id="${id}"`);
  });

  it('keeps closed answers in the HTML but hidden', () => {
    const html = renderToString(<Accordion items={items} headingLevel={2} />);
    expect(html).toContain('First answer');
    expect(html.match(/ hidden=""/g)).toHaveLength(2);
  });

  it('opens the initially open panel only', () => {
    const html = renderToString(<Accordion items={items} headingLevel={2} initiallyOpenId="two" />);
    expect(html.match(/aria-expanded="true"/g)).toHaveLength(1);
    expect(html.match(/ hidden=""/g)).toHaveLength(1);
    expect(html).toMatch(/aria-expanded="true"[^>]*><span class="accordion__question">Second\?/);
  });
});
