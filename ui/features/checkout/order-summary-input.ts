import { createSectionInput } from '../../components/deferred/section-input';
import type { OrderSummaryProps } from './order-summary';

/**
 * The order summary's props, provided by the checkout page and read by the summary once its code
 * has arrived: it hydrates on the visitor's intent, or at once when what it shows has changed since
 * the page was built (the server's catalogue moved the price or the cohort, a contact was restored
 * or saved, the order fixed its amount).
 */
export const orderSummaryInput = createSectionInput<OrderSummaryProps>();

/** What the summary shows of its props (the cohort and quote objects carry more than that). */
function shown({ quote, cohort, charged, contact }: OrderSummaryProps): unknown[] {
  return [
    quote?.price,
    cohort?.number,
    cohort?.startDate.getTime(),
    charged?.amountTetri,
    contact?.firstName,
    contact?.lastName,
    contact?.email,
    contact?.phoneNumber,
  ];
}

/** Whether two summaries show the same thing. */
export function sameOrderSummary(a: OrderSummaryProps, b: OrderSummaryProps): boolean {
  const shownA = shown(a);
  const shownB = shown(b);
  return shownA.every((value, index) => value === shownB[index]);
}
