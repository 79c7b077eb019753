import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { parseEmail } from '../../../core/email/email';
import type { ErrorCode } from '../../../core/errors/error-codes';
import { fieldCodes } from '../../../core/errors/field-errors';
import { pagePath } from '../../../core/site/routes';
import { apiPost } from '../../lib/api/api-client';
import { keepEarlyInput } from '../../lib/forms/keep-early-input';
import { useLanguage } from '../../lib/i18n/use-language';
import { trackEvent } from '../../lib/tracking/track-event';
import { rememberVisitorContact } from '../../lib/visitor/visitor-contact';
import './waitlist-form.css';

/** The lead source of the waiting list (docs/purchase.md "Sale states"). */
const WAITLIST_SOURCE = 'waitlist';

/**
 * The waiting list that takes the Buy button's place when nothing can be bought (registration
 * closed, not yet open, or the cohort full): an e-mail, required, a name and a mobile number,
 * optional, and the page's language, posted to `/api/leads` as a `waitlist` lead, stored and
 * delivered to the sheet like every lead; a freed seat is offered in turn (docs/purchase.md
 * "Waiting list"). The server checks the fields again; its field codes are shown under the fields.
 */
export function WaitlistForm() {
  const { t } = useTranslation(['common', 'errors']);
  const id = useId();
  const language = useLanguage();
  const [email, setEmail] = useState('');
  const [name, setName] = useState('');
  const [phone, setPhone] = useState('');
  const [errors, setErrors] = useState<{
    email?: ErrorCode;
    fullName?: ErrorCode;
    phoneNumber?: ErrorCode;
  }>({});
  const [state, setState] = useState<'editing' | 'submitting' | 'failed' | 'done'>('editing');

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = parseEmail(email);
    if (parsed.isErr()) {
      setErrors({ email: parsed.error.type });
      return;
    }
    setErrors({});
    setState('submitting');
    const fullName = name.trim();
    const phoneNumber = phone.trim();
    const result = await apiPost<unknown>('/leads', {
      email: parsed.value,
      source: WAITLIST_SOURCE,
      language,
      ...(fullName === '' ? {} : { fullName }),
      ...(phoneNumber === '' ? {} : { phoneNumber }),
    });
    if (!result.ok) {
      const codes = fieldCodes(['email', 'fullName', 'phoneNumber'] as const, result.issues ?? []);
      setErrors(codes);
      setState('failed');
      return;
    }
    rememberVisitorContact({ email: parsed.value });
    trackEvent('lead', { source: WAITLIST_SOURCE, email: parsed.value });
    setState('done');
  };

  if (state === 'done') {
    return (
      <p className="waitlist__success" role="status">
        {t('waitlist.success')}
      </p>
    );
  }
  const field = (key: 'email' | 'fullName' | 'phoneNumber') => {
    const code = errors[key];
    const errorId = `${id}-${key}-error`;
    return {
      id: `${id}-${key}`,
      'aria-invalid': code !== undefined,
      ...(code === undefined ? {} : { 'aria-describedby': errorId }),
      error:
        code === undefined ? null : (
          <p id={errorId} className="waitlist__error">
            {t(code, { ns: 'errors' })}
          </p>
        ),
    };
  };
  const emailField = field('email');
  const nameField = field('fullName');
  const phoneField = field('phoneNumber');
  const submitting = state === 'submitting';
  return (
    // A real form post as well (docs/site.md "Forms without JavaScript"): never a GET with the
    // e-mail in the URL, whatever state the page's script is in.
    <form
      ref={keepEarlyInput}
      className="waitlist"
      method="post"
      action={pagePath(language, 'career-checklist')}
      noValidate
      onSubmit={submit}
      aria-label={t('waitlist.title')}
    >
      <input type="hidden" name="source" value={WAITLIST_SOURCE} />
      <label htmlFor={emailField.id}>{t('waitlist.emailLabel')}</label>
      <input
        id={emailField.id}
        type="email"
        name="email"
        autoComplete="email"
        inputMode="email"
        required
        aria-required="true"
        aria-invalid={emailField['aria-invalid']}
        aria-describedby={emailField['aria-describedby']}
        value={email}
        disabled={submitting}
        onChange={(event) => setEmail(event.target.value)}
      />
      {emailField.error}
      <label htmlFor={nameField.id}>{t('waitlist.nameLabel')}</label>
      <input
        id={nameField.id}
        type="text"
        name="fullName"
        autoComplete="name"
        aria-invalid={nameField['aria-invalid']}
        aria-describedby={nameField['aria-describedby']}
        value={name}
        disabled={submitting}
        onChange={(event) => setName(event.target.value)}
      />
      {nameField.error}
      <label htmlFor={phoneField.id}>{t('waitlist.phoneLabel')}</label>
      <input
        id={phoneField.id}
        type="tel"
        name="phoneNumber"
        autoComplete="tel"
        inputMode="tel"
        aria-invalid={phoneField['aria-invalid']}
        aria-describedby={phoneField['aria-describedby']}
        value={phone}
        disabled={submitting}
        onChange={(event) => setPhone(event.target.value)}
      />
      {phoneField.error}
      {state === 'failed' ? (
        <p className="waitlist__error" role="alert">
          {t('waitlist.failed')}
        </p>
      ) : null}
      <button type="submit" className="button button--primary" disabled={submitting}>
        {submitting ? t('waitlist.submitting') : t('waitlist.submit')}
      </button>
    </form>
  );
}
