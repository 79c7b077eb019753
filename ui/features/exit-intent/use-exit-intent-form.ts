import { type FormEvent, useState } from 'react';
import { parseEmail } from '../../../core/email/email';
import type { ErrorCode } from '../../../core/errors/error-codes';
import type { PostedForm } from '../../../core/forms/posted-form';
import { apiPost } from '../../lib/api/api-client';
import { usePostedForm } from '../../lib/forms/posted-form-context';
import { trackEvent } from '../../lib/tracking/track-event';
import { rememberVisitorContact } from '../../lib/visitor/visitor-contact';

/** The offer this popup captures leads for (docs/webinar.md "Leads and exit intent"). */
export const EXIT_INTENT_OFFER = 'career_checklist';

/** The checklist form's state and what its controls call. */
export interface ExitIntentFormState {
  /** A refused post the page was rendered for (no JavaScript), with the e-mail and its code. */
  readonly posted: PostedForm | undefined;
  readonly email: string;
  readonly setEmail: (email: string) => void;
  readonly error: ErrorCode | null;
  readonly submitting: boolean;
  readonly marketingOptIn: boolean;
  readonly setMarketingOptIn: (checked: boolean) => void;
  readonly submit: (event: FormEvent<HTMLFormElement>) => void;
}

/**
 * The checklist form's state: the e-mail is checked here, then posted to `/api/leads`; a failure is
 * swallowed and the form usable again (docs/webinar.md "Leads and exit intent"); success goes to `onSuccess`.
 */
export function useExitIntentForm(onSuccess: () => void): ExitIntentFormState {
  const posted = usePostedForm('email-lead');
  const [email, setEmail] = useState(posted?.values.email ?? '');
  const [error, setError] = useState<ErrorCode | null>(
    posted?.errors.email ?? posted?.formError ?? null,
  );
  const [submitting, setSubmitting] = useState(false);
  // Separate and unticked: the checklist is sent either way (docs/legal.md "Marketing opt-in").
  const [marketingOptIn, setMarketingOptIn] = useState(posted?.values.marketingOptIn === 'on');
  const send = async () => {
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
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void send();
  };
  return { posted, email, setEmail, error, submitting, marketingOptIn, setMarketingOptIn, submit };
}
