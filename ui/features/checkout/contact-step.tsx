import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CHECKOUT_CONTACT_FIELDS,
  type CheckoutContactErrors,
  type CheckoutFormField,
  type CheckoutFormValues,
} from '../../../core/checkout/checkout-contact-form';
import {
  CHECKOUT_FORM_FIELDS,
  EMPTY_CHECKOUT_FORM,
} from '../../../core/checkout/checkout-form-fields';
import type { CheckoutContact } from '../../../core/checkout/stored-contact';
import { withoutField } from '../../../core/errors/without-field';
import { pagePath } from '../../../core/site/routes';
import { OptInCheckbox } from '../../components/form-field/opt-in-checkbox';
import { RegistrationField } from '../../components/form-field/registration-field';
import { keepEarlyInput } from '../../lib/forms/keep-early-input';
import { postedErrors, postedValues, usePostedForm } from '../../lib/forms/posted-form-context';
import { PostedUtmFields } from '../../lib/forms/posted-utm-fields';
import { useLanguage } from '../../lib/i18n/use-language';
import { phoneFieldValue } from './phone-input';
import { PromoCodeField } from './promo-code-field';
import '../../components/form-field/registration-form.css';

/**
 * The route's schema (valibot and the field rules): loaded on the form's first focus, so it is there
 * by the first submit, and out of the page's initial JavaScript (docs/performance.md "Budgets").
 */
const loadContactParser = () =>
  import('../../../core/checkout/checkout-contact').then((module) => module.parseContactForm);

/** How each field is rendered; autocomplete per docs/site.md "Accessibility". */
const FIELD_SPECS = {
  firstName: { type: 'text', autoComplete: 'given-name' },
  lastName: { type: 'text', autoComplete: 'family-name' },
  email: { type: 'email', autoComplete: 'email' },
  phoneNumber: { type: 'tel', autoComplete: 'tel' },
} as const;

/**
 * The phone field is prefilled with `+995 `: whatever moved the focus there (a click on the label,
 * Tab, a script), typing continues after the country code rather than in front of it.
 */
function caretToEnd(input: HTMLInputElement): void {
  const toEnd = () => input.setSelectionRange(input.value.length, input.value.length);
  toEnd();
  // A click places the caret after the focus event: move it again once the click is done.
  requestAnimationFrame(() => {
    if (input.selectionStart === 0 && input.selectionEnd === 0) toEnd();
  });
}

/** Fills only fields the visitor has not typed in yet (the phone's bare `+995 ` counts as empty). */
function fillBlanks(
  values: CheckoutFormValues,
  prefill: Partial<CheckoutFormValues>,
): CheckoutFormValues {
  const next = { ...values };
  for (const field of CHECKOUT_FORM_FIELDS) {
    const blank = values[field].trim() === '' || values[field] === EMPTY_CHECKOUT_FORM[field];
    const value = prefill[field];
    if (blank && value) next[field] = value;
  }
  return next;
}

/** A saved contact in the step's fields (the boxes have their own state). */
function formValuesOf(contact: CheckoutContact): CheckoutFormValues {
  const { firstName, lastName, email, phoneNumber } = contact;
  return { firstName, lastName, email, phoneNumber, promoCode: contact.promoCode ?? '' };
}

/** Props of the contact step. */
export interface ContactStepProps {
  /** The saved contact to prefill (fresh, under 30 minutes old). */
  readonly saved: CheckoutContact | undefined;
  /**
   * What other forms of the site already learned and the promo code a link left, for empty fields
   * (never overrides `saved`).
   */
  readonly prefill: Partial<CheckoutFormValues>;
  /** Field errors the server reported for the last submission. */
  readonly serverErrors: CheckoutContactErrors;
  readonly submitting: boolean;
  /**
   * The saved contact's 30 minutes are over (core's checkout view): the fields show nothing of it,
   * nor of anything typed before, and a notice says so.
   */
  readonly expired: boolean;
  readonly onSubmit: (contact: CheckoutContact) => void;
}

/**
 * Step 1 (docs/purchase.md, docs/validation.md). Each time the checkout says the saved contact has
 * expired, the form starts again as a new one: empty, the phone back to `+995 `, no errors, both
 * boxes unticked, and whatever its fields held before (typed, restored by the browser, replayed
 * from before hydration) gone with the old form.
 */
export function ContactStep(props: ContactStepProps) {
  const [expiries, setExpiries] = useState(0);
  const [wasExpired, setWasExpired] = useState(props.expired);
  if (props.expired !== wasExpired) {
    setWasExpired(props.expired);
    if (props.expired) setExpiries((count) => count + 1);
  }
  return <ContactForm key={expiries} {...props} />;
}

/**
 * Step 1's form: first name, last name, e-mail and phone (prefilled `+995 `, formatted
 * `+995 5XX XXX XXX` as typed). Validated on submit with the schema
 * `POST /api/checkout` validates with (`parseContactForm`, loaded on first focus); a field's error
 * clears as soon as it is edited; the first invalid field takes the focus.
 */
function ContactForm({
  saved,
  prefill,
  serverErrors,
  submitting,
  expired,
  onSubmit,
}: ContactStepProps) {
  const { t } = useTranslation('checkout');
  const language = useLanguage();
  const idPrefix = useId();
  // A post the server refused (sent before the page's script was ready, or without JavaScript)
  // comes back with what was typed and the messages (docs/site.md "Forms without JavaScript").
  const posted = usePostedForm('checkout-contact');
  // Expired: nothing of the old session, nor of a post made in it.
  const [values, setValues] = useState<CheckoutFormValues>(() =>
    expired
      ? EMPTY_CHECKOUT_FORM
      : saved
        ? formValuesOf(saved)
        : postedValues(posted, EMPTY_CHECKOUT_FORM),
  );
  const [errors, setErrors] = useState<CheckoutContactErrors>(() =>
    Object.keys(serverErrors).length > 0
      ? serverErrors
      : expired
        ? {}
        : postedErrors(posted, CHECKOUT_FORM_FIELDS),
  );
  // Both unticked unless this visitor ticked them (a refused post, a saved step).
  const [marketingOptIn, setMarketingOptIn] = useState(
    () => !expired && (saved?.marketingOptIn ?? posted?.values.marketingOptIn === 'on'),
  );
  const [expressStart, setExpressStart] = useState(
    () => !expired && (saved?.expressStart ?? posted?.values.expressStart === 'on'),
  );
  const inputs = useRef(new Map<CheckoutFormField, HTMLInputElement>());
  const [autoFocusField] = useState(() =>
    posted && !expired ? CHECKOUT_FORM_FIELDS.find((field) => errors[field]) : undefined,
  );
  const keepInput = (field: CheckoutFormField) => (element: HTMLInputElement | null) => {
    if (element) inputs.current.set(field, element);
    else inputs.current.delete(field);
  };

  // The saved contact arrives after hydration (session storage is read on the client only); what
  // the visitor posted is newer than anything saved, so it stays. An expired form stays empty.
  const prefilled = useRef(posted !== undefined || expired);
  useEffect(() => {
    if (prefilled.current) return;
    if (saved) {
      prefilled.current = true;
      setValues(formValuesOf(saved));
      return;
    }
    if (Object.keys(prefill).length === 0) return;
    prefilled.current = true;
    setValues((current) => fillBlanks(current, prefill));
  }, [saved, prefill]);

  const mounted = useRef(false);
  useEffect(() => {
    const firstRun = !mounted.current;
    mounted.current = true;
    // Nothing from the server yet: keep the messages of a refused post.
    if (firstRun && Object.keys(serverErrors).length === 0) return;
    setErrors(serverErrors);
    const first = CHECKOUT_FORM_FIELDS.find((field) => serverErrors[field]);
    if (first) inputs.current.get(first)?.focus();
  }, [serverErrors]);

  function change(field: CheckoutFormField, value: string) {
    const next = field === 'phoneNumber' ? phoneFieldValue(value) : value;
    setValues((current) => ({ ...current, [field]: next }));
    setErrors((current) => withoutField(current, field));
  }

  // One submit at a time while the schema loads (only a first submit before any focus waits).
  const validating = useRef(false);
  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting || validating.current) return;
    validating.current = true;
    // A failed chunk load (offline, new deploy) leaves the form as typed for another try.
    const parseContactForm = await loadContactParser()
      .catch(() => undefined)
      .finally(() => {
        validating.current = false;
      });
    if (!parseContactForm) return;
    const result = parseContactForm(values, language);
    if (!result.ok) {
      setErrors(result.errors);
      const first = CHECKOUT_FORM_FIELDS.find((field) => result.errors[field]);
      if (first) inputs.current.get(first)?.focus();
      return;
    }
    setValues(formValuesOf(result.contact));
    onSubmit({ ...result.contact, marketingOptIn, expressStart });
  }

  return (
    // A real form post until the page's script is ready (and without JavaScript): the server's
    // form action takes it; once hydrated, `submit` starts the checkout with fetch instead.
    <form
      ref={keepEarlyInput}
      className="checkout-form"
      method="post"
      action={pagePath(language, 'checkout')}
      noValidate
      onSubmit={(event) => void submit(event)}
      onFocus={() => void loadContactParser()}
      aria-labelledby={`${idPrefix}-title`}
    >
      <h2 id={`${idPrefix}-title`}>{t('contact.title')}</h2>
      <p className="checkout-form__note">{t('contact.requiredNote')}</p>
      {expired ? (
        <p className="checkout-form__notice" role="status">
          {t('contact.expired')}
        </p>
      ) : null}
      <PostedUtmFields posted={posted} />
      {posted?.formError ? (
        <p className="checkout-form__notice" role="alert">
          {t(posted.formError, { ns: 'errors' })}
        </p>
      ) : null}
      <fieldset className="registration-form__fields" disabled={submitting}>
        <legend className="visually-hidden">{t('contact.legend')}</legend>
        {CHECKOUT_CONTACT_FIELDS.map((field) => (
          <RegistrationField
            key={field}
            id={`${idPrefix}-${field}`}
            name={field}
            autoFocus={field === autoFocusField}
            label={t(`contact.fields.${field}.label`)}
            type={FIELD_SPECS[field].type}
            autoComplete={FIELD_SPECS[field].autoComplete}
            value={values[field]}
            error={errors[field]}
            onChange={(value) => change(field, value)}
            inputRef={keepInput(field)}
            {...(field === 'phoneNumber'
              ? { hint: t('contact.fields.phoneNumber.hint'), onFocus: caretToEnd }
              : {})}
          />
        ))}
        <OptInCheckbox
          id={`${idPrefix}-marketingOptIn`}
          name="marketingOptIn"
          label={t('contact.marketingOptIn')}
          checked={marketingOptIn}
          onChange={setMarketingOptIn}
        />
        <OptInCheckbox
          id={`${idPrefix}-expressStart`}
          name="expressStart"
          label={t('contact.expressStart')}
          hint={t('contact.expressStartHint')}
          checked={expressStart}
          onChange={setExpressStart}
        />
      </fieldset>
      <PromoCodeField
        id={`${idPrefix}-promoCode`}
        value={values.promoCode}
        error={errors.promoCode}
        autoFocus={autoFocusField === 'promoCode'}
        disabled={submitting}
        onChange={(value) => change('promoCode', value)}
        onChecked={(code) =>
          setErrors((current) =>
            code === undefined
              ? withoutField(current, 'promoCode')
              : { ...current, promoCode: code },
          )
        }
        inputRef={keepInput('promoCode')}
      />
      <button
        type="submit"
        className="button button--primary checkout-form__submit"
        disabled={submitting}
      >
        {submitting ? t('contact.submitting') : t('contact.submit')}
      </button>
    </form>
  );
}
