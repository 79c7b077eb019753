import type { Money } from '../money/money';
import { GEORGIAN_VAT_RATE_PERCENT, includedVat } from '../money/vat';

/** An invoice's figures: net, VAT and gross, in tetri. */
export interface InvoiceAmounts {
  readonly netTetri: Money;
  /** Null when the seller is not registered for VAT: the invoice says so. */
  readonly vatTetri: Money | null;
  readonly vatRatePercent: number;
  readonly grossTetri: Money;
}

/**
 * Splits the invoice's VAT-inclusive amount (docs/purchase.md "Company invoices") with the receipt's
 * rule: 18/118 of the gross when the seller is VAT-registered, rounded half up to the tetri.
 */
export function invoiceAmounts(
  gross: Money,
  seller: { readonly vatRegistered: boolean },
): InvoiceAmounts {
  const vat = seller.vatRegistered ? includedVat(gross, GEORGIAN_VAT_RATE_PERCENT) : null;
  return {
    netTetri: (gross - (vat ?? 0)) as Money,
    vatTetri: vat,
    vatRatePercent: GEORGIAN_VAT_RATE_PERCENT,
    grossTetri: gross,
  };
}
