import { OrderSummary } from './order-summary';
import { orderSummaryInput } from './order-summary-input';

/** The order summary as the checkout page's deferred section: its props come through its input. */
export function OrderSummarySection() {
  return <OrderSummary {...orderSummaryInput.use()} />;
}
