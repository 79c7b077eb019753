import { useEffect, useRef, useState } from 'react';
import { lookUpPayment, type PaymentLookup, pollPaymentStatus } from './poll-payment-status';

/** What earlier answers told and a later one may leave out (the order's facts, once known). */
export interface ToldAboutOrder {
  readonly firstName: string | undefined;
  readonly receipt: PaymentLookup['receipt'];
  /** The order went to the bank as an instalment. */
  readonly instalment: boolean;
}

/** The same facts, filled in as answers arrive. */
type Writable<Facts> = { -readonly [Fact in keyof Facts]: Facts[Fact] };

/** Our server's answer about the order, and whether the polling window is over. */
export interface PaymentLookupState {
  readonly lookup: PaymentLookup | undefined;
  readonly windowOver: boolean;
  readonly told: ToldAboutOrder;
}

/**
 * Asks our server about the order with our token, again while it says pending (docs/purchase.md
 * "Payment result page"); no token means nothing to ask. A new `round` asks afresh (a recheck).
 * `null` is the token before the page has mounted: nothing is asked yet.
 */
export function usePaymentLookup(
  token: string | undefined | null,
  round: number,
): PaymentLookupState {
  const [lookup, setLookup] = useState<PaymentLookup | undefined>(undefined);
  const [windowOver, setWindowOver] = useState(false);
  // Kept across answers: a later one may leave out what an earlier one told.
  const told = useRef<Writable<ToldAboutOrder>>({
    firstName: undefined,
    receipt: undefined,
    instalment: false,
  });
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
        if (report.lookup.firstName) told.current.firstName = report.lookup.firstName;
        if (report.lookup.receipt) told.current.receipt = report.lookup.receipt;
        if (report.lookup.paymentMethod === 'instalment') told.current.instalment = true;
        setLookup(report.lookup);
        setWindowOver(report.windowOver);
      },
    );
  }, [token, round]);
  return { lookup, windowOver, told: told.current };
}
