import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { pagePath } from '../../../core/site/routes';
import { keepEarlyInput } from '../../lib/forms/keep-early-input';
import { useLanguage } from '../../lib/i18n/use-language';
import { PrivacyPolicyLink } from '../form-field/privacy-policy-link';
import {
  type WaitlistField as Field,
  useWaitlistForm,
  WAITLIST_SOURCE,
  type WaitlistFormState,
} from './use-waitlist-form';
import './waitlist-form.css';

/** How one field's input is rendered: its type and hints; the e-mail alone is required. */
const FIELD_INPUTS = {
  email: { type: 'email', autoComplete: 'email', inputMode: 'email', required: true },
  fullName: { type: 'text', autoComplete: 'name', inputMode: undefined, required: false },
  phoneNumber: { type: 'tel', autoComplete: 'tel', inputMode: 'tel', required: false },
} as const;

/** The label of each field. */
const FIELD_LABELS = {
  email: 'waitlist.emailLabel',
  fullName: 'waitlist.nameLabel',
  phoneNumber: 'waitlist.phoneLabel',
} as const;

/** One field: its label, its input and the server's message under it. */
function WaitlistField({
  field,
  idPrefix,
  form,
}: {
  readonly field: Field;
  readonly idPrefix: string;
  readonly form: WaitlistFormState;
}) {
  const { t } = useTranslation(['common', 'errors']);
  const { type, autoComplete, inputMode, required } = FIELD_INPUTS[field];
  const code = form.errors[field];
  const id = `${idPrefix}-${field}`;
  const errorId = `${id}-error`;
  return (
    <>
      <label htmlFor={id}>{t(FIELD_LABELS[field])}</label>
      <input
        id={id}
        type={type}
        name={field}
        autoComplete={autoComplete}
        inputMode={inputMode}
        required={required || undefined}
        aria-required={required ? 'true' : undefined}
        aria-invalid={code !== undefined}
        aria-describedby={code === undefined ? undefined : errorId}
        value={form.values[field]}
        disabled={form.state === 'submitting'}
        onChange={(event) => form.change(field, event.target.value)}
      />
      {code === undefined ? null : (
        <p id={errorId} className="waitlist__error">
          {t(code, { ns: 'errors' })}
        </p>
      )}
    </>
  );
}

/**
 * The waiting list in the Buy button's place when nothing can be bought (docs/purchase.md
 * "Waiting list"): an e-mail, required, a name and a mobile number, optional, posted as a
 * `waitlist` lead; the server's field codes show under the fields.
 */
export function WaitlistForm() {
  const { t } = useTranslation(['common', 'errors']);
  const id = useId();
  const language = useLanguage();
  const form = useWaitlistForm();
  if (form.state === 'done') {
    return (
      <p className="waitlist__success" role="status">
        {t('waitlist.success')}
      </p>
    );
  }
  const submitting = form.state === 'submitting';
  return (
    // A real form post as well (docs/site.md "Forms without JavaScript"): never a GET with the
    // e-mail in the URL, whatever state the page's script is in.
    <form
      ref={keepEarlyInput}
      className="waitlist"
      method="post"
      action={pagePath(language, 'career-checklist')}
      noValidate
      onSubmit={form.submit}
      aria-label={t('waitlist.title')}
    >
      <input type="hidden" name="source" value={WAITLIST_SOURCE} />
      <WaitlistField field="email" idPrefix={id} form={form} />
      <WaitlistField field="fullName" idPrefix={id} form={form} />
      <WaitlistField field="phoneNumber" idPrefix={id} form={form} />
      {form.state === 'failed' ? (
        <p className="waitlist__error" role="alert">
          {t('waitlist.failed')}
        </p>
      ) : null}
      <button type="submit" className="button button--primary" disabled={submitting}>
        {submitting ? t('waitlist.submitting') : t('waitlist.submit')}
      </button>
      <p className="waitlist__privacy">
        <PrivacyPolicyLink />.
      </p>
    </form>
  );
}
