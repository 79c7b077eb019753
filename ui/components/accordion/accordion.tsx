import { type ReactNode, type SyntheticEvent, useId } from 'react';
import './accordion.css';

/** One question/answer pair of an accordion. */
export interface AccordionItem {
  readonly id: string;
  readonly question: string;
  readonly answer: ReactNode;
}

/** Props of `Accordion`: the heading level fits the questions into the page outline. */
export interface AccordionProps {
  readonly items: readonly AccordionItem[];
  readonly headingLevel: 2 | 3 | 4 | 5 | 6;
}

/**
 * Closes the other panels when one opens: single-open where the browser does not yet group
 * `<details name>` itself (where it does, the others are already closed and nothing changes).
 */
function closeOthers(event: SyntheticEvent<HTMLDetailsElement>): void {
  const opened = event.currentTarget;
  if (!opened.open) return;
  for (const sibling of Array.from(opened.parentElement?.children ?? [])) {
    if (sibling !== opened && sibling instanceof HTMLDetailsElement) sibling.open = false;
  }
}

/**
 * A single-open accordion of native disclosures sharing a `name` (docs/site.md "Accessibility"): it
 * works before the page's script and without it, and hydration keeps whatever is open because React
 * never renders `open`. Closed answers stay in the HTML, and find-in-page opens them.
 */
export function Accordion({ items, headingLevel }: AccordionProps) {
  const name = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <div className="accordion">
      {items.map((item) => (
        <details className="accordion__item" name={name} key={item.id} onToggle={closeOthers}>
          <summary className="accordion__summary">
            <Heading className="accordion__heading">
              <span className="accordion__question">{item.question}</span>
              <span className="accordion__marker" aria-hidden="true" />
            </Heading>
          </summary>
          <div className="accordion__panel">{item.answer}</div>
        </details>
      ))}
    </div>
  );
}
