import { lazy, Suspense } from 'react';
import { ResultFrame } from './payment-result-views';
import { usePaymentResult } from './use-payment-result';
import './payment-result.css';

/** The tracking-debug panel, only for `debug=tracking`: its code stays out of the route's first chunk. */
const TrackingDebugPanel = lazy(() =>
  import('./tracking-debug-panel').then((module) => ({ default: module.TrackingDebugPanel })),
);

/**
 * `/{lang}/payment-success` and `/payment-success` (docs/purchase.md "Payment result page"): what
 * our server says of the order (`usePaymentResult`), in the result frame.
 */
export function PaymentResultPage() {
  const { content, main, trackingDebug } = usePaymentResult();
  return (
    <div className="payment-result container" ref={main}>
      <ResultFrame content={content} />
      {trackingDebug ? (
        <Suspense fallback={null}>
          <TrackingDebugPanel />
        </Suspense>
      ) : null}
    </div>
  );
}
