import { type FormEvent, useEffect, useId, useReducer, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { WebinarRegistrationField } from '../../../core/leads/webinar-registration';
import { apiPost } from '../../lib/api/api-client';
import { useLanguage } from '../../lib/i18n/use-language';
import { trackEvent } from '../../lib/tracking/track-event';
import {
  markRegistered,
  readVisitorContact,
  rememberVisitorContact,
} from '../../lib/visitor/visitor-contact';
import { leadEventData } from './lead-event-data';
import { RegistrationField } from './registration-field';
import { REGISTRATION_FIELD_SPECS } from './registration-fields';
import { INITIAL_REGISTRATION_STATE, registrationFormReducer } from './registration-form-state';
import {
  buildRegistrationRequest,
  fieldErrors,
  firstInvalidField,
  stripPhonePrefix,
  utmFromSearch,
} from './registration-request';
import { RegistrationSuccess } from './registration-success';
import './registration.css';

/** Props of the webinar form: `source` names where it sits, for the lead event (docs/webinar.md "Leads and exit intent"). */
export interface WebinarRegistrationFormProps {
  readonly source: string;
}

/**
 * The free-webinar registration form (docs/webinar.md "Registration form" hero, docs/webinar.md "Registration form" states, docs/validation.md "Webinar form" rules): four required
 * fields validated with the server's own core schema, +995 shown fixed, then `POST /api/registration`.
 */
export function WebinarRegistrationForm({ source }: WebinarRegistrationFormProps) {
  const { t } = useTranslation('landing');
  const language = useLanguage();
  const [state, dispatch] = useReducer(registrationFormReducer, INITIAL_REGISTRATION_STATE);
  const idPrefix = useId();
  const inputs = useRef(new Map<WebinarRegistrationField, HTMLInputElement>());
  const focusField = (field: WebinarRegistrationField | undefined) =>
    field && inputs.current.get(field)?.focus();

  // "Another registration" starts over with the cursor in the first field.
  const resetting = useRef(false);
  useEffect(() => {
    if (state.phase !== 'idle' || !resetting.current) return;
    resetting.current = false;
    inputs.current.get('fullName')?.focus();
  }, [state.phase]);

  // Carry what the visitor already gave elsewhere forward (WCAG 3.3.7), after hydration only.
  useEffect(() => {
    const { fullName, email, phone } = readVisitorContact();
    const phoneNumber = phone ? stripPhonePrefix(phone) : undefined;
    dispatch({ type: 'form.prefilled', values: { fullName, email, phoneNumber } });
  }, []);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (state.phase !== 'idle') return;
    const request = buildRegistrationRequest(
      state.values,
      language,
      utmFromSearch(window.location.search),
    );
    if (!request.ok) {
      dispatch({ type: 'submit.refused', errors: request.errors });
      focusField(firstInvalidField(request.errors));
      return;
    }
    dispatch({ type: 'submit.started' });
    const result = await apiPost<unknown>('/registration', request.body);
    if (!result.ok) {
      // docs/validation.md "Error codes": a failed registration is swallowed and the form re-enabled; field codes from a 400 are shown.
      const errors = fieldErrors(result.issues ?? []);
      dispatch({ type: 'submit.failed', errors });
      return;
    }
    const { fullName, email, phoneNumber } = request.body;
    rememberVisitorContact({ fullName, email, phone: phoneNumber });
    markRegistered();
    trackEvent('lead', leadEventData(source, language));
    dispatch({ type: 'submit.succeeded' });
  }

  if (state.phase === 'success') {
    return (
      <RegistrationSuccess
        onAnother={() => {
          resetting.current = true;
          dispatch({ type: 'form.reset' });
        }}
      />
    );
  }
  const submitting = state.phase === 'submitting';
  return (
    <form className="registration-form" noValidate aria-busy={submitting} onSubmit={submit}>
      <fieldset className="registration-form__fields" disabled={submitting}>
        <legend className="registration-form__legend">{t('form.legend')}</legend>
        <p className="registration-form__required-note">{t('form.requiredNote')}</p>
        {REGISTRATION_FIELD_SPECS.map((spec) => (
          <RegistrationField
            key={spec.field}
            id={`${idPrefix}-${spec.field}`}
            label={t(`form.fields.${spec.field}.label`)}
            placeholder={t(`form.fields.${spec.field}.placeholder`)}
            type={spec.type}
            autoComplete={spec.autoComplete}
            value={state.values[spec.field]}
            error={state.errors[spec.field]}
            {...(spec.hasPrefix ? { prefix: '+995' } : {})}
            inputRef={(element) => {
              if (element) inputs.current.set(spec.field, element);
              else inputs.current.delete(spec.field);
            }}
            onChange={(value) =>
              dispatch({
                type: 'field.changed',
                field: spec.field,
                value: spec.hasPrefix ? stripPhonePrefix(value) : value,
              })
            }
          />
        ))}
        <button className="button button--primary registration-form__submit" type="submit">
          {submitting ? t('form.submitting') : t('form.submit')}
        </button>
        <p className="registration-form__privacy">{t('form.privacy')}</p>
      </fieldset>
    </form>
  );
}
