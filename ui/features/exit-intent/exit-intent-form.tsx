import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { parseEmail } from '../../../core/email/email';
import type { ErrorCode } from '../../../core/errors/error-codes';
import { pagePath } from '../../../core/site/routes';
import { OptInCheckbox } from '../../components/form-field/opt-in-checkbox';
import { apiPost } from '../../lib/api/api-client';
import { keepEarlyInput } from '../../lib/forms/keep-early-input';
import { usePostedForm } from '../../lib/forms/posted-form-context';
import { useLanguage } from '../../lib/i18n/use-language';
import { trackEvent } from '../../lib/tracking/track-event';
import { rememberVisitorContact } from '../../lib/visitor/visitor-contact';

/** The offer this popup captures leads for (docs/webinar.md "Leads and exit intent"). */
export const EXIT_INTENT_OFFER = 'career_checklist';

/**
 * The required e-mail field. Valid input is posted to `/api/leads`; a failure is swallowed as the
 * spec says (docs/validation.md "Error codes") and the form simply becomes usable again. It is also
 * a real form posted to `/{lang}/career-checklist` (docs/site.md "Forms without JavaScript"): the
 * checklist page shows it to visitors without JavaScript, and a refused post comes back with the
 * e-mail typed and its message.
 */
export function ExitIntentForm({ onSuccess }: { readonly onSuccess: () => void }) {
  const { t } = useTranslation(['common', 'errors']);
  const id = useId();
  const language = useLanguage();
  const posted = usePostedForm('email-lead');
  const [email, setEmail] = useState(posted?.values.email ?? '');
  const [error, setError] = useState<ErrorCode | null>(
    posted?.errors.email ?? posted?.formError ?? null,
  );
  const [submitting, setSubmitting] = useState(false);
  // Separate and unticked: the checklist is sent either way (docs/legal.md "Marketing opt-in").
  const [marketingOptIn, setMarketingOptIn] = useState(posted?.values.marketingOptIn === 'on');

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = parseEmail(email);
    if (parsed.isErr()) {
      setError(parsed.error.type);
      return;
    }
    setError(null);
    setSubmitting(true);
    const result = await apiPost<unknown>('/leads', {
      email: parsed.value,
      source: 'exit_intent',
      offer: EXIT_INTENT_OFFER,
      marketingOptIn,
    });
    setSubmitting(false);
    if (!result.ok) return;
    rememberVisitorContact({ email: parsed.value });
    trackEvent('lead', { source: 'exit_intent', offer: EXIT_INTENT_OFFER, email: parsed.value });
    onSuccess();
  };

  const errorId = `${id}-error`;
  return (
    <form
      ref={keepEarlyInput}
      className="exit-intent__form"
      method="post"
      action={pagePath(language, 'career-checklist')}
      noValidate
      onSubmit={submit}
    >
      <input type="hidden" name="source" value="exit_intent" />
      <input type="hidden" name="offer" value={EXIT_INTENT_OFFER} />
      <label htmlFor={`${id}-email`}>{t('exitIntent.emailLabel')}</label>
      <input
        id={`${id}-email`}
        type="email"
        name="email"
        autoComplete="email"
        inputMode="email"
        required
        aria-required="true"
        aria-invalid={error !== null}
        {...(error === null ? {} : { 'aria-describedby': errorId })}
        // biome-ignore lint/a11y/noAutofocus: only on the page a refused post returns to, where the visitor just submitted and the field to correct is the next step (as the hydrated form focuses it)
        autoFocus={posted !== undefined}
        value={email}
        disabled={submitting}
        onChange={(event) => setEmail(event.target.value)}
      />
      {error === null ? null : (
        <p id={errorId} className="exit-intent__error">
          {t(error, { ns: 'errors' })}
        </p>
      )}
      <OptInCheckbox
        id={`${id}-marketingOptIn`}
        name="marketingOptIn"
        label={t('exitIntent.marketingOptIn')}
        checked={marketingOptIn}
        onChange={setMarketingOptIn}
      />
      <button type="submit" className="button button--primary" disabled={submitting}>
        {submitting ? t('exitIntent.submitting') : t('exitIntent.submit')}
      </button>
      <p className="exit-intent__privacy">{t('exitIntent.privacy')}</p>
    </form>
  );
}
