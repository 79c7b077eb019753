import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Accordion } from './accordion';

const items = [
  { id: 'one', question: 'First?', answer: <p>First answer</p> },
  { id: 'two', question: 'Second?', answer: <p>Second answer</p> },
];

describe('Accordion markup (docs/site.md "Accessibility" FAQ accordion)', () => {
  it('renders native disclosures with the question as a heading inside the summary', () => {
    const html = renderToString(<Accordion items={items} headingLevel={3} />);
    expect(
      html.match(
        /<details class="accordion__item" name="[^"]+"><summary class="accordion__summary"><h3 class="accordion__heading">/g,
      ),
    ).toHaveLength(2);
  });

  it('groups the panels under one name, so the browser keeps a single one open', () => {
    const html = renderToString(<Accordion items={items} headingLevel={2} />);
    const names = [...html.matchAll(/<details[^>]* name="([^"]+)"/g)].map((match) => match[1]);
    expect(names).toHaveLength(2);
    expect(new Set(names).size).toBe(1);
  });

  it('prerenders every answer closed, in the HTML', () => {
    const html = renderToString(<Accordion items={items} headingLevel={2} />);
    expect(html).toContain('First answer');
    expect(html).toContain('Second answer');
    expect(html).not.toMatch(/<details[^>]* open/);
  });
});
