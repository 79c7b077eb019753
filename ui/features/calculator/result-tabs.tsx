import { type KeyboardEvent, type ReactNode, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** The two result tabs (docs/calculator.md "States"), portfolio first and selected by default (docs/calculator.md "States"). */
export const RESULT_TABS = ['portfolio', 'details'] as const;
type Tab = (typeof RESULT_TABS)[number];

/** Where a key moves the selection in a horizontal tab list (WAI-ARIA APG tabs, automatic activation). */
export function nextTabIndex(key: string, current: number, count: number): number | undefined {
  switch (key) {
    case 'ArrowRight':
      return (current + 1) % count;
    case 'ArrowLeft':
      return (current - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return undefined;
  }
}

/** A tab list with arrow keys, Home and End; only the selected tab is in the Tab order. */
export function ResultTabs({ panels }: { panels: Record<Tab, ReactNode> }) {
  const { t } = useTranslation('calculator');
  const [selected, setSelected] = useState<Tab>('portfolio');
  const baseId = useId();
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const onKeyDown = (event: KeyboardEvent) => {
    const next = nextTabIndex(event.key, RESULT_TABS.indexOf(selected), RESULT_TABS.length);
    if (next === undefined) return;
    event.preventDefault();
    setSelected(RESULT_TABS[next] ?? 'portfolio');
    tabs.current[next]?.focus();
  };
  return (
    <div className="calculator__tabs">
      <div role="tablist" aria-label={t('tabs.label')} className="calculator__tablist">
        {RESULT_TABS.map((tab, index) => (
          <button
            key={tab}
            ref={(element) => {
              tabs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`${baseId}-${tab}-tab`}
            aria-selected={selected === tab}
            aria-controls={`${baseId}-${tab}-panel`}
            tabIndex={selected === tab ? 0 : -1}
            className="calculator__tab"
            onClick={() => setSelected(tab)}
            onKeyDown={onKeyDown}
          >
            {t(`tabs.${tab}`)}
          </button>
        ))}
      </div>
      {RESULT_TABS.map((tab) => (
        <div
          key={tab}
          role="tabpanel"
          id={`${baseId}-${tab}-panel`}
          aria-labelledby={`${baseId}-${tab}-tab`}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: WAI-ARIA APG tabs: a panel without focusable content is itself focusable
          tabIndex={0}
          hidden={selected !== tab}
          className="calculator__panel"
        >
          {selected === tab ? panels[tab] : null}
        </div>
      ))}
    </div>
  );
}
