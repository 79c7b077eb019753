import { type KeyboardEvent, type RefObject, useEffect, useRef, useState } from 'react';
import type { ErrorCode } from '../../../core/errors/error-codes';
import { isTetriCount, type Money } from '../../../core/money/tetri-count';
import { keepPromoPreviewFor, showPromoPreview, usePromoPreview } from './promo-preview';

/**
 * The preview's request and the error catalogue it checks codes with: loaded on the first Apply, so
 * the step ships neither before a code is applied (docs/performance.md "Budgets").
 */
const loadPreviewRequest = () =>
  import('./promo-code-request').then((module) => module.requestPromoPreview);

/**
 * Asks the server what a code makes of the price; a failed chunk load (offline, new deploy) is a
 * failed check.
 */
function checkPromoCode(typed: string) {
  return loadPreviewRequest()
    .then((request) => request(typed))
    .catch(() => ({ ok: false, code: 'INTERNAL' }) as const);
}

/** What the promo-code field reads and calls. */
export interface PromoCode {
  /** The field's element, to focus it when a code is refused. */
  readonly input: RefObject<HTMLInputElement | null>;
  /** A preview is on its way. */
  readonly checking: boolean;
  /** The price the applied code makes (tetri), once the server said so. */
  readonly price: Money | undefined;
  readonly apply: () => void;
  /** Enter in the field applies the code rather than submitting the whole step. */
  readonly applyOnEnter: (event: KeyboardEvent<HTMLInputElement>) => void;
}

/**
 * The promo code's Apply (docs/purchase.md "Promo codes"): asks the server for a preview of the
 * code in the field and shows it in the order summary, or the refusal under the field.
 */
export function usePromoCode(
  value: string,
  error: ErrorCode | undefined,
  onChecked: (error: ErrorCode | undefined) => void,
): PromoCode {
  const preview = usePromoPreview();
  const [checking, setChecking] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  // The answer counts only for the code still in the field when it arrives.
  const latest = useRef(value);
  latest.current = value;
  useEffect(() => keepPromoPreviewFor(value), [value]);
  // A refused code shows no discount, whoever refused it (the preview or the checkout).
  useEffect(() => {
    if (error !== undefined) showPromoPreview(undefined);
  }, [error]);
  async function check() {
    if (checking) return;
    const typed = value;
    if (typed.trim() === '') {
      showPromoPreview(undefined);
      onChecked(undefined);
      return;
    }
    setChecking(true);
    const result = await checkPromoCode(typed).finally(() => setChecking(false));
    if (latest.current !== typed) return;
    showPromoPreview(result.ok ? result.preview : undefined);
    onChecked(result.ok ? undefined : result.code);
    if (!result.ok) input.current?.focus();
  }
  const applyOnEnter = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    void check();
  };
  const price = preview && isTetriCount(preview.priceTetri) ? preview.priceTetri : undefined;
  return { input, checking, price, apply: () => void check(), applyOnEnter };
}
