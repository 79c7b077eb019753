import { type FormEvent, useState } from 'react';
import { type Email, parseEmail } from '../../../core/email/email';
import type { ErrorCode } from '../../../core/errors/error-codes';
import { fieldCodes } from '../../../core/errors/field-errors';
import type { Language } from '../../../core/language/languages';
import { apiPost } from '../../lib/api/api-client';
import { useLanguage } from '../../lib/i18n/use-language';
import { trackEvent } from '../../lib/tracking/track-event';
import { rememberVisitorContact } from '../../lib/visitor/visitor-contact';

/** The lead source of the waiting list (docs/purchase.md "Sale states"). */
export const WAITLIST_SOURCE = 'waitlist';

/** The waiting list's fields. */
export type WaitlistField = 'email' | 'fullName' | 'phoneNumber';

/** Each field's message. */
type WaitlistErrors = Partial<Record<WaitlistField, ErrorCode>>;

/** Where the form is: being filled in, on its way, refused by the server, or done. */
type WaitlistState = 'editing' | 'submitting' | 'failed' | 'done';

/**
 * Posts the lead with the page's language (an empty name or number is left out); the server's field
 * codes when it refuses, nothing once it is stored.
 */
async function joinWaitlist(
  email: Email,
  values: Record<WaitlistField, string>,
  language: Language,
): Promise<WaitlistErrors | undefined> {
  const fullName = values.fullName.trim();
  const phoneNumber = values.phoneNumber.trim();
  const result = await apiPost<unknown>('/leads', {
    email,
    source: WAITLIST_SOURCE,
    language,
    ...(fullName === '' ? {} : { fullName }),
    ...(phoneNumber === '' ? {} : { phoneNumber }),
  });
  if (!result.ok)
    return fieldCodes(['email', 'fullName', 'phoneNumber'] as const, result.issues ?? []);
  rememberVisitorContact({ email });
  trackEvent('lead', { source: WAITLIST_SOURCE, email });
  return undefined;
}

/** The waiting-list form's state and what its controls call. */
export interface WaitlistFormState {
  readonly values: Record<WaitlistField, string>;
  readonly errors: WaitlistErrors;
  readonly state: WaitlistState;
  readonly change: (field: WaitlistField, value: string) => void;
  readonly submit: (event: FormEvent<HTMLFormElement>) => void;
}

/**
 * The waiting list's form state: the e-mail is checked here before anything is sent, the server
 * checks every field again and its codes are shown under the fields.
 */
export function useWaitlistForm(): WaitlistFormState {
  const language = useLanguage();
  const [values, setValues] = useState({ email: '', fullName: '', phoneNumber: '' });
  const [errors, setErrors] = useState<WaitlistErrors>({});
  const [state, setState] = useState<WaitlistState>('editing');
  const send = async () => {
    const parsed = parseEmail(values.email);
    if (parsed.isErr()) {
      setErrors({ email: parsed.error.type });
      return;
    }
    setErrors({});
    setState('submitting');
    const refused = await joinWaitlist(parsed.value, values, language);
    if (refused) setErrors(refused);
    setState(refused ? 'failed' : 'done');
  };
  return {
    values,
    errors,
    state,
    change: (field, value) => setValues((current) => ({ ...current, [field]: value })),
    submit: (event) => {
      event.preventDefault();
      void send();
    },
  };
}
