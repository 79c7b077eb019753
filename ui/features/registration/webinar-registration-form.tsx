import { lazy, Suspense, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { firstInvalidField, stripPhonePrefix } from '../../../core/leads/webinar-registration-form';
import { pagePath } from '../../../core/site/routes';
import { NEAREST_WEBINAR_SESSION } from '../../../core/site-config/webinar-session-id';
import { OptInCheckbox } from '../../components/form-field/opt-in-checkbox';
import { PrivacyPolicyLink } from '../../components/form-field/privacy-policy-link';
import { RegistrationField } from '../../components/form-field/registration-field';
import { webinarSessions } from '../../config/webinar-sessions';
import { keepEarlyInput } from '../../lib/forms/keep-early-input';
import { PostedUtmFields } from '../../lib/forms/posted-utm-fields';
import { useLanguage } from '../../lib/i18n/use-language';
import { lastRegistration } from './last-registration';
import { REGISTRATION_FIELD_SPECS } from './registration-fields';
import { RegistrationSuccess } from './registration-success';
import { SessionSelect } from './session-select';
import { useWebinarRegistration, type WebinarRegistration } from './use-webinar-registration';
import '../../components/form-field/registration-form.css';

/** The session and its calendar links: only after a registration, so a chunk of its own. */
const SessionCalendarLinks = lazy(() =>
  import('./session-calendar-links').then((module) => ({ default: module.SessionCalendarLinks })),
);

/** Props of the webinar form: `source` names where it sits, for the lead event (docs/messaging.md). */
export interface WebinarRegistrationFormProps {
  readonly source: string;
}

/** The success view, with the session's calendar links when one was chosen. */
function RegistrationDone({ onAnother }: { readonly onAnother: () => void }) {
  const registered = lastRegistration();
  return (
    <RegistrationSuccess
      waitlisted={registered !== undefined && registered.sessionId === undefined}
      onAnother={onAnother}
    >
      {registered?.sessionId === undefined ? null : (
        <Suspense fallback={null}>
          <SessionCalendarLinks
            sessionId={registered.sessionId}
            registrationId={registered.registrationId}
          />
        </Suspense>
      )}
    </RegistrationSuccess>
  );
}

/** Props of the form's parts: its state and its ids' prefix. */
interface RegistrationPartProps {
  readonly form: WebinarRegistration;
  readonly idPrefix: string;
}

/** The session choice, when sessions are configured and, once the time is known, some are left. */
function RegistrationSession({ form, idPrefix }: RegistrationPartProps) {
  const { values, errors } = form.view.context;
  const { now, offered } = form.sessions;
  if (webinarSessions.length === 0 || (now !== undefined && offered.length === 0)) return null;
  return (
    <SessionSelect
      id={`${idPrefix}-webinarSession`}
      offered={offered}
      timeKnown={now !== undefined}
      value={
        now === undefined ? values.webinarSession || NEAREST_WEBINAR_SESSION : values.webinarSession
      }
      error={errors.webinarSession}
      onChange={(value) => form.change('webinarSession', value)}
      selectRef={form.keepInput('webinarSession')}
    />
  );
}

/** The four fields and the session choice, with their messages. */
function RegistrationFields({ form, idPrefix }: RegistrationPartProps) {
  const { t } = useTranslation('landing');
  const { values, errors } = form.view.context;
  // A refused post comes back with the focus in its first refused field.
  const autoFocusField = form.posted ? firstInvalidField(errors) : undefined;
  return (
    <>
      {REGISTRATION_FIELD_SPECS.map((spec) => (
        <RegistrationField
          key={spec.field}
          id={`${idPrefix}-${spec.field}`}
          name={spec.field}
          autoFocus={spec.field === autoFocusField}
          label={t(`form.fields.${spec.field}.label`)}
          placeholder={t(`form.fields.${spec.field}.placeholder`)}
          type={spec.type}
          autoComplete={spec.autoComplete}
          value={values[spec.field]}
          error={errors[spec.field]}
          {...(spec.hasPrefix ? { prefix: '+995' } : {})}
          inputRef={form.keepInput(spec.field)}
          onChange={(value) =>
            form.change(spec.field, spec.hasPrefix ? stripPhonePrefix(value) : value)
          }
        />
      ))}
      <RegistrationSession form={form} idPrefix={idPrefix} />
    </>
  );
}

/** Above the fields: the notes, the hidden fields and the message about the whole form. */
function RegistrationIntro({
  form,
  source,
}: {
  readonly form: WebinarRegistration;
  readonly source: string;
}) {
  const { t } = useTranslation('landing');
  const { posted } = form;
  const formError = posted?.formError;
  return (
    <>
      <legend className="registration-form__legend">{t('form.legend')}</legend>
      {form.sessions.waitlist ? (
        <p className="registration-form__waitlist">{t('form.waitlist.note')}</p>
      ) : null}
      <p className="registration-form__required-note">{t('form.requiredNote')}</p>
      {/* The form a refused post started from keeps its name (the hero's, say) for the lead. */}
      <input type="hidden" name="source" value={posted?.values.source ?? source} />
      <PostedUtmFields posted={posted} />
      {formError ? (
        <p className="registration-field__error" role="alert">
          {t(formError, { ns: 'errors' })}
        </p>
      ) : null}
    </>
  );
}

/** Below the fields: the opt-in, the submit button and the privacy note. */
function RegistrationSubmit({ form, idPrefix }: RegistrationPartProps) {
  const { t } = useTranslation('landing');
  const waitlist = form.sessions.waitlist;
  return (
    <>
      <OptInCheckbox
        id={`${idPrefix}-marketingOptIn`}
        name="marketingOptIn"
        label={t('form.marketingOptIn')}
        checked={form.marketingOptIn}
        onChange={form.setMarketingOptIn}
      />
      <button className="button button--primary registration-form__submit" type="submit">
        {form.view.phase === 'submitting'
          ? t('form.submitting')
          : t(waitlist ? 'form.waitlist.submit' : 'form.submit')}
      </button>
      <p className="registration-form__privacy">
        {t(waitlist ? 'form.waitlist.privacy' : 'form.privacy')} <PrivacyPolicyLink />.
      </p>
    </>
  );
}

/**
 * The free-webinar registration form (docs/webinar.md "Registration form", docs/validation.md): four
 * required fields validated with the route's own core schema, +995 shown fixed, then
 * `POST /api/registration`, driven by the core machine (core/leads/webinar-registration-machine.ts).
 * Until the visitor shows intent the form renders the machine's initial state from what was typed.
 */
export function WebinarRegistrationForm({ source }: WebinarRegistrationFormProps) {
  const idPrefix = useId();
  const language = useLanguage();
  const form = useWebinarRegistration(source);
  const submitting = form.view.phase === 'submitting';
  return (
    <>
      {/* The bridge sits outside the form: the success view replaces the form, not the machine. */}
      {form.bridge}
      {form.view.phase === 'success' ? (
        <RegistrationDone onAnother={form.another} />
      ) : (
        // A real form post until the page's script is ready (and without JavaScript): the server's
        // form action takes it, never a GET that would put the fields in the URL (docs/site.md
        // "Forms without JavaScript"). Once hydrated, `submit` sends it with fetch instead.
        <form
          ref={keepEarlyInput}
          className="registration-form"
          method="post"
          action={pagePath(language, 'webinar-registration')}
          noValidate
          aria-busy={submitting}
          onSubmit={form.submit}
          onPointerDown={form.start}
          onFocus={form.start}
          onInput={form.start}
        >
          <fieldset className="registration-form__fields" disabled={submitting}>
            <RegistrationIntro form={form} source={source} />
            <RegistrationFields form={form} idPrefix={idPrefix} />
            <RegistrationSubmit form={form} idPrefix={idPrefix} />
          </fieldset>
        </form>
      )}
    </>
  );
}

/** The registration page's form: its own chunk, loaded when needed (webinar-registration-page.tsx). */
export function RegistrationPageForm() {
  return <WebinarRegistrationForm source="registration_page_form" />;
}
