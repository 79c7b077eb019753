import { useTranslation } from 'react-i18next';
import type { ErrorCode } from '../../../core/errors/error-codes';
import { formatMoney } from '../../../core/money/format-money';
import type { Money } from '../../../core/money/tetri-count';
import { useLanguage } from '../../lib/i18n/use-language';
import { type PromoCode, usePromoCode } from './use-promo-code';

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

/** Under the field: the refusal's message, and the status line the applied price is read out in. */
function PromoCodeMessages({
  errorId,
  error,
  price,
}: {
  readonly errorId: string;
  readonly error: ErrorCode | undefined;
  readonly price: Money | undefined;
}) {
  const { t } = useTranslation('checkout');
  const { t: errorsT } = useTranslation('errors');
  const language = useLanguage();
  return (
    <>
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
    </>
  );
}

/** Props of the promo code's parts: the field's props, the Apply's state and the message's id. */
interface PromoCodePartProps {
  readonly field: PromoCodeFieldProps;
  readonly promo: PromoCode;
  readonly errorId: string;
}

/** The code's input: Enter in it applies the code. */
function PromoCodeInput({ field, promo, errorId }: PromoCodePartProps) {
  return (
    <input
      ref={(element) => {
        promo.input.current = element;
        field.inputRef(element);
      }}
      id={field.id}
      name="promoCode"
      // biome-ignore lint/a11y/noAutofocus: set only when the server sent back a post whose first refused field this is, as the other fields do (docs/site.md "Accessibility")
      autoFocus={field.autoFocus}
      className="registration-field__input"
      type="text"
      autoComplete="off"
      autoCapitalize="characters"
      spellCheck={false}
      aria-invalid={field.error ? true : undefined}
      aria-describedby={field.error ? errorId : undefined}
      disabled={field.disabled}
      value={field.value}
      onChange={(event) => field.onChange(event.target.value)}
      onKeyDown={promo.applyOnEnter}
    />
  );
}

/** The code's input and its Apply button. */
function PromoCodeControl({ field, promo, errorId }: PromoCodePartProps) {
  const { t } = useTranslation('checkout');
  return (
    <div className="checkout-promo__control">
      <PromoCodeInput field={field} promo={promo} errorId={errorId} />
      <button
        type="button"
        className="button button--secondary checkout-promo__apply"
        disabled={field.disabled || promo.checking}
        onClick={promo.apply}
      >
        {promo.checking ? t('contact.promo.applying') : t('contact.promo.apply')}
      </button>
    </div>
  );
}

/**
 * The optional promo code (docs/purchase.md "Promo codes"): posted with the step under `promoCode`
 * (so it works without JavaScript too), and with an Apply button that asks the server what the code
 * makes of the price, for the order summary to show. The checkout weighs the code again either way.
 */
export function PromoCodeField(props: PromoCodeFieldProps) {
  const { id, value, error } = props;
  const { t } = useTranslation('checkout');
  const promo = usePromoCode(value, error, props.onChecked);
  const errorId = `${id}-error`;
  return (
    <div className="registration-field checkout-promo">
      <label className="registration-field__label" htmlFor={id}>
        {t('contact.promo.label')}
      </label>
      <PromoCodeControl field={props} promo={promo} errorId={errorId} />
      <PromoCodeMessages errorId={errorId} error={error} price={promo.price} />
    </div>
  );
}
