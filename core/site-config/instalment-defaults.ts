/** How long a seat waits for the bank's decision unless configured otherwise (docs/purchase.md "Bank instalments"). */
export const DEFAULT_INSTALMENT_DECISION_HOURS = 48;
