import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ErrorCode } from '../../../core/errors/error-codes';
import { formatMoney } from '../../../core/money/format-money';
import { isTetriCount } from '../../../core/money/tetri-count';
import { useLanguage } from '../../lib/i18n/use-language';
import { keepPromoPreviewFor, showPromoPreview, usePromoPreview } from './promo-preview';

/**
 * The preview's request and the error catalogue it checks codes with: loaded on the first Apply, so
 * the step ships neither before a code is applied (docs/performance.md "Budgets").
 */
const loadPreviewRequest = () =>
  import('./promo-code-request').then((module) => module.requestPromoPreview);

/** Props of the step's promo-code field. */
export interface PromoCodeFieldProps {
  readonly id: string;
  readonly value: string;
  /** The field's message: a refused preview, a refused checkout or a refused post. */
  readonly error: ErrorCode | undefined;
  readonly autoFocus: boolean;
  readonly disabled: boolean;
  readonly onChange: (value: string) => void;
  /** Sets the field's message (undefined clears it) once a preview has answered. */
  readonly onChecked: (error: ErrorCode | undefined) => void;
  readonly inputRef: (element: HTMLInputElement | null) => void;
}

/**
 * The optional promo code (docs/purchase.md "Promo codes"): posted with the step under `promoCode`
 * (so it works without JavaScript too), and with an Apply button that asks the server what the code
 * makes of the price, for the order summary to show. The checkout weighs the code again either way.
 */
export function PromoCodeField(props: PromoCodeFieldProps) {
  const { id, value, error, onChecked } = props;
  const { t } = useTranslation('checkout');
  const { t: errorsT } = useTranslation('errors');
  const language = useLanguage();
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

  async function apply() {
    if (checking) return;
    const typed = value;
    if (typed.trim() === '') {
      showPromoPreview(undefined);
      onChecked(undefined);
      return;
    }
    setChecking(true);
    // A failed chunk load (offline, new deploy) is a failed check: the field says so.
    const result = await loadPreviewRequest()
      .then((request) => request(typed))
      .catch(() => ({ ok: false, code: 'INTERNAL' }) as const)
      .finally(() => setChecking(false));
    if (latest.current !== typed) return;
    showPromoPreview(result.ok ? result.preview : undefined);
    onChecked(result.ok ? undefined : result.code);
    if (!result.ok) input.current?.focus();
  }

  // Enter in this field applies the code rather than submitting the whole step.
  function applyOnEnter(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    void apply();
  }

  const errorId = `${id}-error`;
  const price = preview && isTetriCount(preview.priceTetri) ? preview.priceTetri : undefined;
  return (
    <div className="registration-field checkout-promo">
      <label className="registration-field__label" htmlFor={id}>
        {t('contact.promo.label')}
      </label>
      <div className="checkout-promo__control">
        <input
          ref={(element) => {
            input.current = element;
            props.inputRef(element);
          }}
          id={id}
          name="promoCode"
          // biome-ignore lint/a11y/noAutofocus: set only when the server sent back a post whose first refused field this is, as the other fields do (docs/site.md "Accessibility")
          autoFocus={props.autoFocus}
          className="registration-field__input"
          type="text"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          disabled={props.disabled}
          value={value}
          onChange={(event) => props.onChange(event.target.value)}
          onKeyDown={applyOnEnter}
        />
        <button
          type="button"
          className="button button--secondary checkout-promo__apply"
          disabled={props.disabled || checking}
          onClick={() => void apply()}
        >
          {checking ? t('contact.promo.applying') : t('contact.promo.apply')}
        </button>
      </div>
      {error ? (
        <p className="registration-field__error" id={errorId}>
          {errorsT(error)}
        </p>
      ) : null}
      <p className="checkout-promo__status" role="status">
        {price === undefined
          ? null
          : t('contact.promo.applied', { price: formatMoney(price, language) })}
      </p>
    </div>
  );
}
