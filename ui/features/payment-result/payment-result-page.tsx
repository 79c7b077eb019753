import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearch } from 'wouter';
import {
  type PaymentResultScreen,
  paymentResultScreen,
} from '../../../core/payment/payment-result-state';
import { readOrderAmount, readOrderToken } from '../../lib/checkout/checkout-storage';
import { useLanguage } from '../../lib/i18n/use-language';
import {
  cancelledContent,
  loadingContent,
  type ResultContent,
  ResultFrame,
  unknownContent,
} from './payment-result-views';
import { lookUpPayment, type PaymentLookup, pollPaymentStatus } from './poll-payment-status';
import './payment-result.css';

/** The tracking-debug panel, only for `debug=tracking`: its code stays out of the route's first chunk. */
const TrackingDebugPanel = lazy(() =>
  import('./tracking-debug-panel').then((module) => ({ default: module.TrackingDebugPanel })),
);

/** A query value, trimmed; empty counts as absent. */
function param(query: URLSearchParams, name: string): string | undefined {
  const value = query.get(name)?.trim();
  return value ? value : undefined;
}

/** The current price, for a purchase whose amount this tab did not keep (the catalogue loads only then). */
async function currentPrice(): Promise<number | undefined> {
  const { loadCatalogue } = await import('../../lib/catalogue/load-catalogue');
  return (await loadCatalogue())?.currentPrice;
}

/**
 * The success and failed views, loaded while the lookup is on its way: the server's answer is needed
 * before either shows, so they stay out of the route's first chunk (docs/performance.md budget).
 */
type OutcomeViews = typeof import('./outcome-views');
let outcomeViews: Promise<OutcomeViews> | undefined;
function loadOutcomeViews(): Promise<OutcomeViews> {
  // One load shared by every render; a failed one (a dropped connection) is forgotten for the retry.
  outcomeViews ??= import('./outcome-views').catch((error: unknown) => {
    outcomeViews = undefined;
    throw error;
  });
  return outcomeViews;
}

/** Reports the purchase once the server has confirmed it, valued at the order's own amount. */
async function reportPurchase(token: string, transactionId: string): Promise<void> {
  const amount = readOrderAmount(token) ?? (await currentPrice());
  if (amount === undefined) return;
  // Loaded only for a confirmed purchase, like the catalogue above.
  const { trackPurchaseOnce } = await import('./track-purchase');
  trackPurchaseOnce(token, transactionId, amount);
}

/**
 * `/{lang}/payment-success` and `/payment-success` (docs/purchase.md "Payment result page"). The
 * query (order_status, ids, response_code) is display-only and response_description is ignored
 * (docs/purchase.md "Decline reasons"); what the page says
 * comes from our server, asked with our order token (the URL's `token`, else the one this tab kept)
 * and polled while it says pending (core `paymentResultScreen` says how the two combine).
 */
export function PaymentResultPage() {
  const { t } = useTranslation('payment');
  const language = useLanguage();
  const search = useSearch();
  const query = useMemo(() => new URLSearchParams(search), [search]);
  const queryToken = param(query, 'token');
  // null until mounted: session storage exists only in the browser, after hydration.
  const [token, setToken] = useState<string | undefined | null>(null);
  const [lookup, setLookup] = useState<PaymentLookup | undefined>(undefined);
  const [windowOver, setWindowOver] = useState(false);
  const [round, setRound] = useState(0);
  const firstName = useRef<string | undefined>(undefined);
  const receipt = useRef<PaymentLookup['receipt']>(undefined);
  const instalment = useRef(false);
  const [views, setViews] = useState<OutcomeViews | 'failed' | undefined>(undefined);

  useEffect(() => setToken(queryToken ?? readOrderToken()), [queryToken]);

  useEffect(() => {
    if (token === null) return;
    if (token === undefined) {
      setLookup({ answer: { kind: 'no-token' } });
      return;
    }
    setLookup(undefined);
    setWindowOver(false);
    void round;
    return pollPaymentStatus(
      (signal) => lookUpPayment(token, signal),
      (report) => {
        if (report.lookup.firstName) firstName.current = report.lookup.firstName;
        if (report.lookup.receipt) receipt.current = report.lookup.receipt;
        if (report.lookup.paymentMethod === 'instalment') instalment.current = true;
        setLookup(report.lookup);
        setWindowOver(report.windowOver);
      },
    );
  }, [token, round]);

  const orderStatus = param(query, 'order_status');
  const answered: PaymentResultScreen = paymentResultScreen({
    answer: lookup?.answer,
    orderStatus,
    pollingOver: windowOver,
  });
  // An outcome whose view has not loaded yet keeps the loading view; one that cannot load says unknown.
  const needsViews = answered === 'success' || answered === 'failed' || answered === 'expired';
  const screen: PaymentResultScreen =
    needsViews && views === undefined
      ? 'loading'
      : needsViews && views === 'failed'
        ? 'unknown'
        : answered;
  const outcome = typeof views === 'object' ? views : undefined;

  // Loads the outcome views once one is due, or as soon as the return URL names an outcome (in
  // parallel with the lookup); a failed load is tried again on recheck.
  const wantViews = needsViews || orderStatus !== undefined;
  useEffect(() => {
    void round;
    if (!wantViews) return;
    setViews((loaded) => (loaded === 'failed' ? undefined : loaded));
    loadOutcomeViews().then(setViews, () => setViews('failed'));
  }, [wantViews, round]);

  const confirmed = lookup?.answer.kind === 'status' && lookup.answer.status === 'approved';
  const transactionId = param(query, 'order_id') ?? token ?? undefined;
  useEffect(() => {
    if (confirmed && token && transactionId) void reportPurchase(token, transactionId);
  }, [confirmed, token, transactionId]);

  // Move the focus to the outcome's title so screen readers announce the result.
  const main = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (screen !== 'loading') main.current?.querySelector<HTMLElement>('h1')?.focus();
  }, [screen]);

  const failedStatus =
    lookup?.answer.kind === 'status' && lookup.answer.status !== 'pending'
      ? lookup.answer.status
      : orderStatus;
  const content: ResultContent =
    screen === 'success' && outcome
      ? outcome.successContent(t, language, firstName.current, receipt.current)
      : screen === 'failed' && outcome
        ? outcome.failedContent(t, param(query, 'response_code'), failedStatus, instalment.current)
        : screen === 'expired' && outcome
          ? outcome.expiredContent(t)
          : screen === 'cancelled'
            ? cancelledContent(t)
            : screen === 'unknown'
              ? unknownContent(t, language, () => setRound((n) => n + 1), instalment.current)
              : loadingContent(t);

  return (
    <div className="payment-result container" ref={main}>
      <ResultFrame content={content} />
      {query.get('debug') === 'tracking' ? (
        <Suspense fallback={null}>
          <TrackingDebugPanel />
        </Suspense>
      ) : null}
    </div>
  );
}
