import { type FormEvent, lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  WEBINAR_REGISTRATION_FIELDS,
  type WebinarRegistrationField,
} from '../../../core/leads/webinar-registration-fields';
import {
  EMPTY_WEBINAR_REGISTRATION_VALUES,
  fillBlankValues,
  firstInvalidField,
  initialRegistrationView,
  stripPhonePrefix,
} from '../../../core/leads/webinar-registration-form';
import { pagePath } from '../../../core/site/routes';
import {
  defaultWebinarSessionId,
  NEAREST_WEBINAR_SESSION,
  offeredWebinarSessions,
} from '../../../core/webinar/session-choice';
import { OptInCheckbox } from '../../components/form-field/opt-in-checkbox';
import { RegistrationField } from '../../components/form-field/registration-field';
import { webinarSessions } from '../../config/webinar-sessions';
import { usePageTime } from '../../lib/clock/use-page-time';
import { keepEarlyInput } from '../../lib/forms/keep-early-input';
import {
  postedErrors,
  postedValues,
  usePostedForm,
  withoutPostedError,
} from '../../lib/forms/posted-form-context';
import { PostedUtmFields } from '../../lib/forms/posted-utm-fields';
import { useLanguage } from '../../lib/i18n/use-language';
import { useDeferredMachine } from '../../lib/machines/use-deferred-machine';
import { readVisitorContact } from '../../lib/visitor/visitor-contact';
import { onWebinarSessionPick } from '../../lib/webinar/session-pick';
import { useSessionAhead } from '../../lib/webinar/use-session-ahead';
import { lastRegistration } from './last-registration';
import { REGISTRATION_FIELD_SPECS } from './registration-fields';
import { RegistrationSuccess } from './registration-success';
import { SessionSelect } from './session-select';
import { useFullSessions } from './use-full-sessions';
import '../../components/form-field/registration-form.css';

/** The machine's bridge (xstate, @xstate/react, the request): a chunk of its own, on first intent. */
const loadBridge = () => import('./registration-machine-bridge').then((module) => module.default);

/** The session and its calendar links: only after a registration, so a chunk of its own. */
const SessionCalendarLinks = lazy(() =>
  import('./session-calendar-links').then((module) => ({ default: module.SessionCalendarLinks })),
);

/** Props of the webinar form: `source` names where it sits, for the lead event (docs/messaging.md). */
export interface WebinarRegistrationFormProps {
  readonly source: string;
}

/**
 * The free-webinar registration form (docs/webinar.md "Registration form", docs/validation.md): four
 * required fields validated with the route's own core schema, +995 shown fixed, then
 * `POST /api/registration`, driven by the core machine (core/leads/webinar-registration-machine.ts).
 * Until the visitor shows intent the form renders the machine's initial state from what was typed.
 */
export function WebinarRegistrationForm({ source }: WebinarRegistrationFormProps) {
  const { t } = useTranslation('landing');
  const idPrefix = useId();
  const language = useLanguage();
  // A post the server refused (no JavaScript yet) comes back with what was typed and the messages.
  const posted = usePostedForm('webinar-registration');
  const [postedFieldErrors, setPostedFieldErrors] = useState(() =>
    postedErrors(posted, WEBINAR_REGISTRATION_FIELDS),
  );
  const [draft, setDraft] = useState(() => postedValues(posted, EMPTY_WEBINAR_REGISTRATION_VALUES));
  // Unticked unless a refused post had it ticked (docs/legal.md "Marketing opt-in").
  const [marketingOptIn, setMarketingOptIn] = useState(
    () => posted?.values.marketingOptIn === 'on',
  );
  const machine = useDeferredMachine(
    loadBridge,
    () => ({ values: draft, errors: postedFieldErrors }),
    { source, marketingOptIn },
  );
  const view =
    machine.view ?? initialRegistrationView({ values: draft, errors: postedFieldErrors });
  const running = machine.view !== undefined;
  const { send, start } = machine;
  const inputs = useRef(new Map<WebinarRegistrationField, HTMLInputElement | HTMLSelectElement>());

  // The sessions offered (docs/webinar.md "Session choice"): until hydrated the time is unknown, so
  // every configured session is listed under "the next webinar" (the server resolves it); then the
  // visitor's clock drops the started ones and the nearest with room is preselected.
  const now = usePageTime();
  // No session left to offer: the same form asks to be told the next date (docs/webinar.md "No
  // session scheduled"), and says only that.
  const waitlist = !useSessionAhead();
  const full = useFullSessions(now !== undefined);
  const offered = offeredWebinarSessions(webinarSessions, now ?? new Date(0), (id) =>
    full.has(id) ? Number.POSITIVE_INFINITY : 0,
  );
  const chosenSession = view.context.values.webinarSession;
  const selectSession = useRef((_id: string) => {});
  selectSession.current = (id: string) => {
    // Not `change`: choosing for the visitor keeps a message the server sent about their choice.
    if (running) send({ type: 'field.change', field: 'webinarSession', value: id });
    else
      setDraft((current) =>
        current.webinarSession === id ? current : { ...current, webinarSession: id },
      );
  };
  const offeredIds = offered.filter((item) => !item.full).map((item) => item.id);
  const nearest = defaultWebinarSessionId(offered) ?? '';
  const chosenIsOffered = offeredIds.includes(chosenSession);
  const openSessions = useRef(offeredIds);
  openSessions.current = offeredIds;
  // Only a real change is written: with no session left to offer `nearest` is '' and so is the
  // choice, and writing it again would render again without end.
  const timeKnown = now !== undefined;
  useEffect(() => {
    if (timeKnown && !chosenIsOffered && chosenSession !== nearest) selectSession.current(nearest);
  }, [timeKnown, chosenIsOffered, chosenSession, nearest]);
  // A timeline item clicked preselects its session (only upcoming items can be clicked).
  useEffect(
    () =>
      onWebinarSessionPick((id) => {
        if (openSessions.current.includes(id)) selectSession.current(id);
      }),
    [],
  );

  // "Another registration" starts over with the cursor in the first field.
  const resetting = useRef(false);
  useEffect(() => {
    if (view.phase !== 'idle' || !resetting.current) return;
    resetting.current = false;
    inputs.current.get('fullName')?.focus();
  }, [view.phase]);

  // A refused submit moves the focus to the first refused field (a server refusal does not).
  const focusPending = useRef(false);
  useEffect(() => {
    if (!focusPending.current || !running) return;
    const first = firstInvalidField(view.context.errors);
    if (view.phase !== 'idle' || first) focusPending.current = false;
    if (view.phase === 'idle' && first) inputs.current.get(first)?.focus();
  }, [view, running]);

  // Carry what the visitor already gave elsewhere forward (WCAG 3.3.7), after hydration only.
  const prefilled = useRef(false);
  useEffect(() => {
    if (prefilled.current) return;
    prefilled.current = true;
    const { fullName, email, phone } = readVisitorContact();
    const values = { fullName, email, phoneNumber: phone ? stripPhonePrefix(phone) : undefined };
    if (running) send({ type: 'form.prefill', values });
    else setDraft((current) => fillBlankValues(current, values));
  }, [running, send]);

  function change(field: WebinarRegistrationField, value: string) {
    if (running) send({ type: 'field.change', field, value });
    else {
      setDraft((current) => ({ ...current, [field]: value }));
      // Editing a field clears its message, as the machine does once it runs (docs/validation.md).
      setPostedFieldErrors((current) => withoutPostedError(current, field));
    }
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    focusPending.current = true;
    send({ type: 'form.submit' });
  }

  // The bridge sits outside the form: the success view replaces the form, not the machine.
  const registered = view.phase === 'success' ? lastRegistration() : undefined;
  if (view.phase === 'success') {
    return (
      <>
        {machine.bridge}
        <RegistrationSuccess
          waitlisted={registered !== undefined && registered.sessionId === undefined}
          onAnother={() => {
            resetting.current = true;
            send({ type: 'form.reset' });
          }}
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
      </>
    );
  }
  const submitting = view.phase === 'submitting';
  const autoFocusField = posted ? firstInvalidField(view.context.errors) : undefined;
  const formError = posted?.formError;
  return (
    <>
      {machine.bridge}
      {/* A real form post until the page's script is ready (and without JavaScript): the server's
          form action takes it, never a GET that would put the fields in the URL (docs/site.md
          "Forms without JavaScript"). Once hydrated, `submit` sends it with fetch instead. */}
      <form
        ref={keepEarlyInput}
        className="registration-form"
        method="post"
        action={pagePath(language, 'webinar-registration')}
        noValidate
        aria-busy={submitting}
        onSubmit={submit}
        onPointerDown={start}
        onFocus={start}
        onInput={start}
      >
        <fieldset className="registration-form__fields" disabled={submitting}>
          <legend className="registration-form__legend">{t('form.legend')}</legend>
          {waitlist ? (
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
              value={view.context.values[spec.field]}
              error={view.context.errors[spec.field]}
              {...(spec.hasPrefix ? { prefix: '+995' } : {})}
              inputRef={(element) => {
                if (element) inputs.current.set(spec.field, element);
                else inputs.current.delete(spec.field);
              }}
              onChange={(value) =>
                change(spec.field, spec.hasPrefix ? stripPhonePrefix(value) : value)
              }
            />
          ))}
          {webinarSessions.length > 0 && (now === undefined || offered.length > 0) ? (
            <SessionSelect
              id={`${idPrefix}-webinarSession`}
              offered={offered}
              timeKnown={now !== undefined}
              value={now === undefined ? chosenSession || NEAREST_WEBINAR_SESSION : chosenSession}
              error={view.context.errors.webinarSession}
              onChange={(value) => change('webinarSession', value)}
              selectRef={(element) => {
                if (element) inputs.current.set('webinarSession', element);
                else inputs.current.delete('webinarSession');
              }}
            />
          ) : null}
          <OptInCheckbox
            id={`${idPrefix}-marketingOptIn`}
            name="marketingOptIn"
            label={t('form.marketingOptIn')}
            checked={marketingOptIn}
            onChange={setMarketingOptIn}
          />
          <button className="button button--primary registration-form__submit" type="submit">
            {submitting
              ? t('form.submitting')
              : t(waitlist ? 'form.waitlist.submit' : 'form.submit')}
          </button>
          <p className="registration-form__privacy">
            {t(waitlist ? 'form.waitlist.privacy' : 'form.privacy')}
          </p>
        </fieldset>
      </form>
    </>
  );
}

/** The registration page's form: its own chunk, loaded when needed (webinar-registration-page.tsx). */
export function RegistrationPageForm() {
  return <WebinarRegistrationForm source="registration_page_form" />;
}
