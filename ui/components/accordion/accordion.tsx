import { type ReactNode, useId, useState } from 'react';
import { type AccordionOpenId, toggleAccordion } from './accordion-state';
import './accordion.css';

/** One question/answer pair of an accordion. */
export interface AccordionItem {
  readonly id: string;
  readonly question: string;
  readonly answer: ReactNode;
}

/** Props of `Accordion`: the heading level fits the header buttons into the page outline. */
export interface AccordionProps {
  readonly items: readonly AccordionItem[];
  readonly headingLevel: 2 | 3 | 4 | 5 | 6;
  /** The panel open at first; none by default. */
  readonly initiallyOpenId?: string;
}

/**
 * A single-open, collapsible accordion following the WAI-ARIA pattern (docs/site.md "Accessibility"): each header is a
 * button inside a heading with `aria-expanded` and `aria-controls`; Enter/Space come with the native
 * button. Panels carry no `region` role (APG: avoid landmark proliferation past ~6 panels).
 * Closed answers stay in the HTML (`hidden`) so they are prerendered and searchable.
 */
export function Accordion({ items, headingLevel, initiallyOpenId }: AccordionProps) {
  const [openId, setOpenId] = useState<AccordionOpenId>(initiallyOpenId ?? null);
  const prefix = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <div className="accordion">
      {items.map((item) => {
        const open = openId === item.id;
        const buttonId = `${prefix}-${item.id}-button`;
        const panelId = `${prefix}-${item.id}-panel`;
        return (
          <div
            className={open ? 'accordion__item accordion__item--open' : 'accordion__item'}
            key={item.id}
          >
            <Heading className="accordion__heading">
              <button
                type="button"
                id={buttonId}
                className="accordion__button"
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => setOpenId((current) => toggleAccordion(current, item.id))}
              >
                <span className="accordion__question">{item.question}</span>
                <span className="accordion__marker" aria-hidden="true" />
              </button>
            </Heading>
            <div id={panelId} className="accordion__panel" hidden={!open}>
              {item.answer}
            </div>
          </div>
        );
      })}
    </div>
  );
}
