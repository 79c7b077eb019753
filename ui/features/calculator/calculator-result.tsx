import { lazy, Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { CalculationResult } from '../../../core/calculator/calculation-result';
import type { UsdRate } from '../../../core/ports/exchange-rates';
import { DetailsPanel } from './details-panel';
import { growthBars } from './growth-bars';
import { GrowthTable } from './growth-table';
import { PortfolioPanel } from './portfolio-panel';
import { ResultSummary } from './result-summary';
import { ResultTabs } from './result-tabs';

// visx is only needed once there is a result: its code loads on this route, on demand.
const GrowthChart = lazy(() => import('./growth-chart'));

/** Summary bar, the two tabs, the growth chart and its table (docs/calculator.md "Chart"). */
export function CalculatorResult({ result, rate }: { result: CalculationResult; rate: UsdRate }) {
  const { t } = useTranslation('calculator');
  const bars = useMemo(() => growthBars(result), [result]);
  return (
    <div className="calculator__result">
      <ResultSummary result={result} />
      <ResultTabs
        panels={{
          portfolio: <PortfolioPanel result={result} />,
          details: <DetailsPanel result={result} rate={rate} />,
        }}
      />
      <section className="calculator__growth" aria-labelledby="calculator-growth-heading">
        <h3 id="calculator-growth-heading">{t('chart.heading')}</h3>
        <Suspense
          fallback={
            <p className="calculator__chart calculator__chart--loading">{t('chart.loading')}</p>
          }
        >
          <GrowthChart bars={bars} />
        </Suspense>
        <GrowthTable bars={bars} />
      </section>
    </div>
  );
}
