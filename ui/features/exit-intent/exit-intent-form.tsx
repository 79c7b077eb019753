import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { pagePath } from '../../../core/site/routes';
import { OptInCheckbox } from '../../components/form-field/opt-in-checkbox';
import { PrivacyPolicyLink } from '../../components/form-field/privacy-policy-link';
import { keepEarlyInput } from '../../lib/forms/keep-early-input';
import { useLanguage } from '../../lib/i18n/use-language';
import {
  EXIT_INTENT_OFFER,
  type ExitIntentFormState,
  useExitIntentForm,
} from './use-exit-intent-form';

/** The e-mail's label, its input and its message. */
function EmailField({ id, form }: { readonly id: string; readonly form: ExitIntentFormState }) {
  const { t } = useTranslation(['common', 'errors']);
  const { error, submitting } = form;
  const errorId = `${id}-error`;
  return (
    <>
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
        autoFocus={form.posted !== undefined}
        value={form.email}
        disabled={submitting}
        onChange={(event) => form.setEmail(event.target.value)}
      />
      {error === null ? null : (
        <p id={errorId} className="exit-intent__error">
          {t(error, { ns: 'errors' })}
        </p>
      )}
    </>
  );
}

/**
 * The required e-mail field, posted to `/api/leads`; a failed post is swallowed and the form is
 * usable again (docs/webinar.md "Leads and exit intent"). Without JavaScript it posts to
 * `/{lang}/career-checklist` (docs/site.md "Forms without JavaScript").
 */
export function ExitIntentForm({ onSuccess }: { readonly onSuccess: () => void }) {
  const { t } = useTranslation(['common', 'errors']);
  const id = useId();
  const language = useLanguage();
  const form = useExitIntentForm(onSuccess);
  const { submitting } = form;
  return (
    <form
      ref={keepEarlyInput}
      className="exit-intent__form"
      method="post"
      action={pagePath(language, 'career-checklist')}
      noValidate
      onSubmit={form.submit}
    >
      <input type="hidden" name="source" value="exit_intent" />
      <input type="hidden" name="offer" value={EXIT_INTENT_OFFER} />
      <EmailField id={id} form={form} />
      <OptInCheckbox
        id={`${id}-marketingOptIn`}
        name="marketingOptIn"
        label={t('exitIntent.marketingOptIn')}
        checked={form.marketingOptIn}
        onChange={form.setMarketingOptIn}
      />
      <button type="submit" className="button button--primary" disabled={submitting}>
        {submitting ? t('exitIntent.submitting') : t('exitIntent.submit')}
      </button>
      <p className="exit-intent__privacy">
        {t('exitIntent.privacy')} <PrivacyPolicyLink />.
      </p>
    </form>
  );
}
