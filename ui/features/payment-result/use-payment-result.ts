import { type RefObject, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearch } from 'wouter';
import type { Language } from '../../../core/language/languages';
import {
  type PaymentResultScreen,
  paymentResultScreen,
} from '../../../core/payment/payment-result-state';
import { readOrderToken } from '../../lib/checkout/checkout-storage';
import { useLanguage } from '../../lib/i18n/use-language';
import {
  cancelledContent,
  loadingContent,
  type PaymentTranslate,
  type ResultContent,
  unknownContent,
} from './payment-result-views';
import type { PaymentLookup } from './poll-payment-status';
import { type ToldAboutOrder, usePaymentLookup } from './use-payment-lookup';

/** A query value, trimmed; empty counts as absent. */
function param(query: URLSearchParams, name: string): string | undefined {
  const value = query.get(name)?.trim();
  return value ? value : undefined;
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

/** Reports a confirmed purchase: its code loads only then. */
const reportPurchase = (token: string, transactionId: string) =>
  import('./report-purchase').then((module) => module.reportPurchase(token, transactionId));

/**
 * The outcome views' code, loaded once one is due, or as soon as the return URL names an outcome
 * (in parallel with the lookup); a failed load is tried again on recheck (a new `round`).
 */
function useOutcomeViews(wanted: boolean, round: number): OutcomeViews | 'failed' | undefined {
  const [views, setViews] = useState<OutcomeViews | 'failed' | undefined>(undefined);
  useEffect(() => {
    void round;
    if (!wanted) return;
    setViews((loaded) => (loaded === 'failed' ? undefined : loaded));
    loadOutcomeViews().then(setViews, () => setViews('failed'));
  }, [wanted, round]);
  return views;
}

/** The screens whose views come in their own chunk. */
function needsOutcomeViews(screen: PaymentResultScreen): boolean {
  return screen === 'success' || screen === 'failed' || screen === 'expired';
}

/**
 * The screen shown: an outcome whose view has not loaded yet keeps the loading view; one that
 * cannot load says unknown.
 */
function shownScreen(
  answered: PaymentResultScreen,
  views: OutcomeViews | 'failed' | undefined,
): PaymentResultScreen {
  if (needsOutcomeViews(answered) && views === undefined) return 'loading';
  if (needsOutcomeViews(answered) && views === 'failed') return 'unknown';
  return answered;
}

/** What the page knows when it chooses its content. */
interface ResultFacts {
  readonly screen: PaymentResultScreen;
  readonly outcome: OutcomeViews | undefined;
  readonly query: URLSearchParams;
  /** The final status our server knows, else the URL's `order_status`. */
  readonly failedStatus: string | undefined;
  readonly told: ToldAboutOrder;
  readonly recheck: () => void;
}

/** The content of the screen shown. */
function resultContent(t: PaymentTranslate, language: Language, facts: ResultFacts): ResultContent {
  const { screen, outcome, told } = facts;
  if (screen === 'success' && outcome)
    return outcome.successContent(t, language, told.firstName, told.receipt);
  if (screen === 'failed' && outcome) {
    const responseCode = param(facts.query, 'response_code');
    return outcome.failedContent(t, responseCode, facts.failedStatus, told.instalment);
  }
  if (screen === 'expired' && outcome) return outcome.expiredContent(t);
  if (screen === 'cancelled') return cancelledContent(t);
  if (screen === 'unknown') return unknownContent(t, language, facts.recheck, told.instalment);
  return loadingContent(t);
}

/** Reports a purchase the server has confirmed, once. */
function usePurchaseReport(
  lookup: PaymentLookup | undefined,
  token: string | undefined | null,
  transactionId: string | undefined,
): void {
  const confirmed = lookup?.answer.kind === 'status' && lookup.answer.status === 'approved';
  useEffect(() => {
    if (confirmed && token && transactionId) void reportPurchase(token, transactionId);
  }, [confirmed, token, transactionId]);
}

/** Moves the focus to the outcome's title so screen readers announce the result. */
function useFocusOnOutcome(screen: PaymentResultScreen): RefObject<HTMLDivElement | null> {
  const main = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (screen !== 'loading') main.current?.querySelector<HTMLElement>('h1')?.focus();
  }, [screen]);
  return main;
}

/** The status the failed view explains: our server's final one, else the URL's. */
function failedStatusOf(lookup: PaymentLookup | undefined, orderStatus: string | undefined) {
  return lookup?.answer.kind === 'status' && lookup.answer.status !== 'pending'
    ? lookup.answer.status
    : orderStatus;
}

/** The result page as it renders: its content, where the focus goes, whether to show the panel. */
export interface PaymentResult {
  readonly content: ResultContent;
  /** The page's box: the focus moves to its title once there is an outcome. */
  readonly main: RefObject<HTMLDivElement | null>;
  /** `debug=tracking`: the tracking-debug panel is shown. */
  readonly trackingDebug: boolean;
}

/**
 * The payment result (docs/purchase.md "Payment result page"): the query is display-only; what the
 * page says comes from our server, asked with our order token (the URL's `token`, else the one this
 * tab kept) and polled while it says pending (`paymentResultScreen` combines the two).
 */
export function usePaymentResult(): PaymentResult {
  const { t } = useTranslation('payment');
  const language = useLanguage();
  const search = useSearch();
  const query = useMemo(() => new URLSearchParams(search), [search]);
  const queryToken = param(query, 'token');
  // null until mounted: session storage exists only in the browser, after hydration.
  const [token, setToken] = useState<string | undefined | null>(null);
  const [round, setRound] = useState(0);
  useEffect(() => setToken(queryToken ?? readOrderToken()), [queryToken]);
  const { lookup, windowOver, told } = usePaymentLookup(token, round);
  const orderStatus = param(query, 'order_status');
  const answer = lookup?.answer;
  const answered = paymentResultScreen({ answer, orderStatus, pollingOver: windowOver });
  const views = useOutcomeViews(needsOutcomeViews(answered) || orderStatus !== undefined, round);
  const screen = shownScreen(answered, views);
  usePurchaseReport(lookup, token, param(query, 'order_id') ?? token ?? undefined);
  const main = useFocusOnOutcome(screen);
  const outcome = typeof views === 'object' ? views : undefined;
  const failedStatus = failedStatusOf(lookup, orderStatus);
  const recheck = () => setRound((n) => n + 1);
  const facts = { screen, outcome, query, failedStatus, told, recheck };
  return {
    content: resultContent(t, language, facts),
    main,
    trackingDebug: query.get('debug') === 'tracking',
  };
}
