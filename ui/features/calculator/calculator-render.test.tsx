import { createInstance } from 'i18next';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { calculateInvestment } from '../../../core/calculator/calculate-investment';
import { LANGUAGES, type Language } from '../../../core/language/languages';
import enCalculator from '../../../locales/en/calculator.json';
import enErrors from '../../../locales/en/errors.json';
import kaCalculator from '../../../locales/ka/calculator.json';
import kaErrors from '../../../locales/ka/errors.json';
import { CalculatorPage } from './calculator-page';
import { DetailsPanel } from './details-panel';
import { growthBars } from './growth-bars';
import { GrowthTable } from './growth-table';
import { PortfolioPanel } from './portfolio-panel';
import { ResultSummary } from './result-summary';

/** Renders like the prerenderer, collecting every key the locales lack (no fallback language). */
function render(element: ReactElement, language: Language) {
  const missing: string[] = [];
  const i18n = createInstance();
  void i18n.use(initReactI18next).init({
    lng: language,
    fallbackLng: false,
    ns: ['calculator', 'errors'],
    defaultNS: 'calculator',
    resources: {
      ka: { calculator: kaCalculator, errors: kaErrors },
      en: { calculator: enCalculator, errors: enErrors },
    },
    interpolation: { escapeValue: false },
    initAsync: false,
    saveMissing: true,
    missingKeyHandler: (_lngs, ns, key) => missing.push(`${ns}:${key}`),
    react: { useSuspense: false },
  });
  const html = renderToString(
    <I18nextProvider i18n={i18n}>
      <Router ssrPath={`/${language}/investment-calculator`}>{element}</Router>
    </I18nextProvider>,
  );
  return { html, missing };
}

const rate = { gelPerUsd: 2.7086, asOf: '2026-11-23', source: 'nbg' } as const;
const result = calculateInvestment(
  { initialInvestment: 1000, monthlyAmount: 500, durationYears: 20, usePortfolio: true },
  rate,
)._unsafeUnwrap();

describe.each(LANGUAGES)('calculator rendering in %s', (language) => {
  it('prerenders the form with the defaults and the placeholder, every key translated', () => {
    const { html, missing } = render(<CalculatorPage />, language);
    expect(missing).toEqual([]);
    expect(html).toContain('value="500"');
    expect(html).toContain('value="15"');
  });

  it('renders every part of a result with every key translated', () => {
    const parts = [
      <ResultSummary key="summary" result={result} />,
      <PortfolioPanel key="portfolio" result={result} />,
      <DetailsPanel key="details" result={result} rate={rate} />,
      <DetailsPanel key="fallback" result={result} rate={{ ...rate, source: 'fallback' }} />,
      <GrowthTable key="table" bars={growthBars(result)} />,
    ];
    for (const part of parts) {
      const { html, missing } = render(part, language);
      expect(missing).toEqual([]);
      expect(html).not.toMatch(/funds\.|details\.|portfolio\.|summary\./);
    }
  });
});
