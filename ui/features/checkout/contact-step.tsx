import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CHECKOUT_CONTACT_FIELDS } from '../../../core/checkout/checkout-contact-form';
import { pagePath } from '../../../core/site/routes';
import { OptInCheckbox } from '../../components/form-field/opt-in-checkbox';
import { PrivacyPolicyLink } from '../../components/form-field/privacy-policy-link';
import { RegistrationField } from '../../components/form-field/registration-field';
import { keepEarlyInput } from '../../lib/forms/keep-early-input';
import { PostedUtmFields } from '../../lib/forms/posted-utm-fields';
import { useLanguage } from '../../lib/i18n/use-language';
import { PromoCodeField } from './promo-code-field';
import { type ContactFormState, type ContactStepProps, useContactForm } from './use-contact-form';
import '../../components/form-field/registration-form.css';

export type { ContactStepProps } from './use-contact-form';

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

/** Props of the form's parts: its state, its ids' prefix and whether a submit is on its way. */
interface ContactPartProps {
  readonly form: ContactFormState;
  readonly idPrefix: string;
  readonly submitting: boolean;
}

/**
 * What not asking for an early start means, with a link to the terms' withdrawal section, where the
 * right and the early start's cost are set out (docs/legal.md "Terms of service").
 */
function ExpressStartHint() {
  const { t } = useTranslation('checkout');
  const terms = pagePath(useLanguage(), 'terms-of-service');
  return (
    <>
      {t('contact.expressStartHint')}{' '}
      <a href={`${terms}#withdrawal`}>{t('contact.expressStartTerms')}</a>.
    </>
  );
}

/** Both boxes: marketing e-mails and starting before the 14 days are over. */
function ContactOptIns({ form, idPrefix }: Omit<ContactPartProps, 'submitting'>) {
  const { t } = useTranslation('checkout');
  return (
    <>
      <OptInCheckbox
        id={`${idPrefix}-marketingOptIn`}
        name="marketingOptIn"
        label={t('contact.marketingOptIn')}
        checked={form.marketingOptIn}
        onChange={form.setMarketingOptIn}
      />
      <OptInCheckbox
        id={`${idPrefix}-expressStart`}
        name="expressStart"
        label={t('contact.expressStart')}
        hint={<ExpressStartHint />}
        checked={form.expressStart}
        onChange={form.setExpressStart}
      />
    </>
  );
}

/** The four contact fields and both boxes, disabled while the checkout starts. */
function ContactFields({ form, idPrefix, submitting }: ContactPartProps) {
  const { t } = useTranslation('checkout');
  return (
    <fieldset className="registration-form__fields" disabled={submitting}>
      <legend className="visually-hidden">{t('contact.legend')}</legend>
      {CHECKOUT_CONTACT_FIELDS.map((field) => (
        <RegistrationField
          key={field}
          id={`${idPrefix}-${field}`}
          name={field}
          autoFocus={field === form.autoFocusField}
          label={t(`contact.fields.${field}.label`)}
          type={FIELD_SPECS[field].type}
          autoComplete={FIELD_SPECS[field].autoComplete}
          value={form.values[field]}
          error={form.errors[field]}
          onChange={(value) => form.change(field, value)}
          inputRef={form.keepInput(field)}
          {...(field === 'phoneNumber'
            ? { hint: t('contact.fields.phoneNumber.hint'), onFocus: caretToEnd }
            : {})}
        />
      ))}
      <ContactOptIns form={form} idPrefix={idPrefix} />
    </fieldset>
  );
}

/** The promo code and the submit button, below the fieldset. */
function ContactSubmit({ form, idPrefix, submitting }: ContactPartProps) {
  const { t } = useTranslation('checkout');
  return (
    <>
      <PromoCodeField
        id={`${idPrefix}-promoCode`}
        value={form.values.promoCode}
        error={form.errors.promoCode}
        autoFocus={form.autoFocusField === 'promoCode'}
        disabled={submitting}
        onChange={(value) => form.change('promoCode', value)}
        onChecked={form.checkedPromo}
        inputRef={form.keepInput('promoCode')}
      />
      <button
        type="submit"
        className="button button--primary checkout-form__submit"
        disabled={submitting}
      >
        {submitting ? t('contact.submitting') : t('contact.submit')}
      </button>
      <p className="checkout-form__note">
        <PrivacyPolicyLink />.
      </p>
    </>
  );
}

/**
 * Step 1's form: first name, last name, e-mail and phone (prefilled `+995 `, formatted
 * `+995 5XX XXX XXX` as typed), its state in `useContactForm`.
 */
function ContactForm(props: ContactStepProps) {
  const { submitting, expired } = props;
  const { t } = useTranslation('checkout');
  const language = useLanguage();
  const idPrefix = useId();
  const form = useContactForm(props);
  const parts = { form, idPrefix, submitting };
  return (
    // A real form post until the page's script is ready (and without JavaScript): the server's
    // form action takes it; once hydrated, `submit` starts the checkout with fetch instead.
    <form
      ref={keepEarlyInput}
      className="checkout-form"
      method="post"
      action={pagePath(language, 'checkout')}
      noValidate
      onSubmit={form.submit}
      onFocus={form.preloadRules}
      aria-labelledby={`${idPrefix}-title`}
    >
      <h2 id={`${idPrefix}-title`}>{t('contact.title')}</h2>
      <p className="checkout-form__note">{t('contact.requiredNote')}</p>
      {expired ? (
        <p className="checkout-form__notice" role="status">
          {t('contact.expired')}
        </p>
      ) : null}
      <PostedUtmFields posted={form.posted} />
      {form.posted?.formError ? (
        <p className="checkout-form__notice" role="alert">
          {t(form.posted.formError, { ns: 'errors' })}
        </p>
      ) : null}
      <ContactFields {...parts} />
      <ContactSubmit {...parts} />
    </form>
  );
}
