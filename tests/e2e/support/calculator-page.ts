import type { Locator, Page } from 'playwright-core';
import { calculateInvestment } from '../../../core/calculator/calculate-investment';
import type { CalculationResult } from '../../../core/calculator/calculation-result';
import type { Language } from '../../../core/language/languages';
import enCalculator from '../../../locales/en/calculator.json';
import enErrors from '../../../locales/en/errors.json';
import kaCalculator from '../../../locales/ka/calculator.json';
import kaErrors from '../../../locales/ka/errors.json';
import { waitForInteractive } from './hydration';

/** The calculator's texts in each language, as the page must show them. */
export const CALCULATOR_TEXTS = {
  ka: { calculator: kaCalculator, errors: kaErrors.calculator },
  en: { calculator: enCalculator, errors: enErrors.calculator },
} as const;

/** Fills `{{name}}` placeholders like i18next does. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ''));
}

/** The page's controls, found by their accessible names in the page language. */
export function calculatorControls(page: Page, language: Language) {
  const form = CALCULATOR_TEXTS[language].calculator.form;
  return {
    initial: page.getByLabel(form.initial.label, { exact: true }),
    monthly: page.getByLabel(form.monthly.label, { exact: true }),
    years: page.getByLabel(form.duration.label, { exact: true }),
    slider: page.getByLabel(form.duration.slider, { exact: true }),
    calculate: page.getByRole('button', { name: form.calculate, exact: true }),
    calculating: page.getByRole('button', { name: form.calculating, exact: true }),
    reset: page.getByRole('button', { name: form.reset, exact: true }),
    errorMessage: page.locator('.calculator__error p').nth(1),
    summary: page.locator('.calculator__summary'),
    bars: page.locator('.calculator__bar'),
    growthRows: page.locator('.calculator__growth-table tbody tr'),
    placeholder: page.getByText(CALCULATOR_TEXTS[language].calculator.placeholder.title),
  };
}

/**
 * Waits until React has hydrated the form: the page hydrates as a transition, so its inputs can be
 * in the DOM before they listen, and a value typed that early would be lost.
 */
export async function calculatorReady(page: Page, language: Language): Promise<void> {
  const controls = calculatorControls(page, language);
  for (const control of [controls.initial, controls.monthly, controls.years, controls.slider]) {
    await waitForInteractive(control);
  }
  await waitForInteractive(controls.calculate);
}

/** Types the three inputs (strings, so invalid ones can be typed) and presses calculate. */
export async function calculateWith(
  page: Page,
  language: Language,
  values: { initial?: string; monthly?: string; years?: string },
): Promise<void> {
  const controls = calculatorControls(page, language);
  if (values.initial !== undefined) await controls.initial.fill(values.initial);
  if (values.monthly !== undefined) await controls.monthly.fill(values.monthly);
  if (values.years !== undefined) await controls.years.fill(values.years);
  await controls.calculate.click();
}

/** What the core calculation gives for the inputs at a rate: the figures the page must show. */
export function expectedResult(
  inputs: { initial: number; monthly: number; years: number },
  gelPerUsd: number,
): CalculationResult {
  return calculateInvestment(
    {
      initialInvestment: inputs.initial,
      monthlyAmount: inputs.monthly,
      durationYears: inputs.years,
      usePortfolio: true,
    },
    { gelPerUsd, asOf: '2000-01-01' },
  )._unsafeUnwrap();
}

/** The text of one summary figure (`invested`, `finalValue`, `roi`): main line and USD line. */
export async function summaryFigure(summary: Locator, figure: string): Promise<string[]> {
  return summary.locator(`[data-figure="${figure}"] dd`).allTextContents();
}
