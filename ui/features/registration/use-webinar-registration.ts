import { type FormEvent, type ReactElement, useEffect, useRef, useState } from 'react';
import type { PostedForm } from '../../../core/forms/posted-form';
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
  type WebinarRegistrationEvent,
  type WebinarRegistrationValues,
  type WebinarRegistrationView,
} from '../../../core/leads/webinar-registration-form';
import {
  postedErrors,
  postedValues,
  usePostedForm,
  withoutPostedError,
} from '../../lib/forms/posted-form-context';
import { useDeferredMachine } from '../../lib/machines/use-deferred-machine';
import { readVisitorContact } from '../../lib/visitor/visitor-contact';
import { type RegistrationSessions, useRegistrationSessions } from './use-registration-sessions';

/** The machine's bridge (xstate, @xstate/react, the request): a chunk of its own, on first intent. */
const loadBridge = () => import('./registration-machine-bridge').then((module) => module.default);

/** A field's element (an input, or the session's select). */
type FieldElement = HTMLInputElement | HTMLSelectElement;

/** The webinar form as it renders: the machine's view, and what its controls call. */
export interface WebinarRegistration {
  readonly view: WebinarRegistrationView;
  /** The machine's bridge element (renders nothing). */
  readonly bridge: ReactElement | null;
  /** Starts loading the machine (first intent: pointer, focus, input). */
  readonly start: () => void;
  /** A post the server refused (no JavaScript yet), back with what was typed and the messages. */
  readonly posted: PostedForm | undefined;
  readonly sessions: RegistrationSessions;
  readonly marketingOptIn: boolean;
  readonly setMarketingOptIn: (checked: boolean) => void;
  /** A field's element, kept to move the focus to it. */
  readonly keepInput: (field: WebinarRegistrationField) => (element: FieldElement | null) => void;
  readonly change: (field: WebinarRegistrationField, value: string) => void;
  readonly submit: (event: FormEvent<HTMLFormElement>) => void;
  /** "Another registration": starts over with the cursor in the first field. */
  readonly another: () => void;
}

/** The form before its machine runs: what was typed and a refused post's messages. */
function useRegistrationDraft(posted: PostedForm | undefined) {
  const [errors, setErrors] = useState(() => postedErrors(posted, WEBINAR_REGISTRATION_FIELDS));
  const [values, setValues] = useState(() =>
    postedValues(posted, EMPTY_WEBINAR_REGISTRATION_VALUES),
  );
  const edit = (field: WebinarRegistrationField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    // Editing a field clears its message, as the machine does once it runs (docs/validation.md).
    setErrors((current) => withoutPostedError(current, field));
  };
  const choose = (id: string) =>
    setValues((current) =>
      current.webinarSession === id ? current : { ...current, webinarSession: id },
    );
  return { values, errors, setValues, edit, choose };
}

/**
 * The deferred machine and, until it runs, the draft it starts from (its input once it loads).
 * Each write goes to whichever holds the form.
 */
function useRegistrationMachine(source: string, posted: PostedForm | undefined) {
  const draft = useRegistrationDraft(posted);
  // Unticked unless a refused post had it ticked (docs/legal.md "Marketing opt-in").
  const [marketingOptIn, setMarketingOptIn] = useState(
    () => posted?.values.marketingOptIn === 'on',
  );
  const { values, errors } = draft;
  const machine = useDeferredMachine(loadBridge, () => ({ values, errors }), {
    source,
    marketingOptIn,
  });
  const view = machine.view ?? initialRegistrationView({ values, errors });
  const running = machine.view !== undefined;
  const { send } = machine;
  const change = (field: WebinarRegistrationField, value: string) => {
    if (running) send({ type: 'field.change', field, value });
    else draft.edit(field, value);
  };
  // Not `change`: choosing for the visitor keeps a message the server sent about their choice.
  const selectSession = (id: string) => {
    if (running) send({ type: 'field.change', field: 'webinarSession', value: id });
    else draft.choose(id);
  };
  const setDraft = draft.setValues;
  return {
    ...machine,
    view,
    running,
    setDraft,
    marketingOptIn,
    setMarketingOptIn,
    change,
    selectSession,
  };
}

/**
 * The fields' elements and where the focus goes: to the first field after "another
 * registration", to the first refused field after a refused submit (a server refusal does not).
 */
function useRegistrationFocus(view: WebinarRegistrationView, running: boolean) {
  const inputs = useRef(new Map<WebinarRegistrationField, FieldElement>());
  const keepInput = (field: WebinarRegistrationField) => (element: FieldElement | null) => {
    if (element) inputs.current.set(field, element);
    else inputs.current.delete(field);
  };
  const resetting = useRef(false);
  useEffect(() => {
    if (view.phase !== 'idle' || !resetting.current) return;
    resetting.current = false;
    inputs.current.get('fullName')?.focus();
  }, [view.phase]);
  const focusPending = useRef(false);
  useEffect(() => {
    if (!focusPending.current || !running) return;
    const first = firstInvalidField(view.context.errors);
    if (view.phase !== 'idle' || first) focusPending.current = false;
    if (view.phase === 'idle' && first) inputs.current.get(first)?.focus();
  }, [view, running]);
  const focusAfterReset = () => {
    resetting.current = true;
  };
  const focusAfterSubmit = () => {
    focusPending.current = true;
  };
  return { keepInput, focusAfterReset, focusAfterSubmit };
}

/** Carries what the visitor already gave elsewhere forward (WCAG 3.3.7), after hydration only. */
function useVisitorPrefill(
  running: boolean,
  send: (event: WebinarRegistrationEvent) => void,
  setDraft: (update: (values: WebinarRegistrationValues) => WebinarRegistrationValues) => void,
): void {
  const prefilled = useRef(false);
  useEffect(() => {
    if (prefilled.current) return;
    prefilled.current = true;
    const { fullName, email, phone } = readVisitorContact();
    const values = { fullName, email, phoneNumber: phone ? stripPhonePrefix(phone) : undefined };
    if (running) send({ type: 'form.prefill', values });
    else setDraft((current) => fillBlankValues(current, values));
  }, [running, send, setDraft]);
}

/**
 * The free-webinar form's state (docs/webinar.md "Registration form", docs/validation.md): the core
 * machine (core/leads/webinar-registration-machine.ts), loaded on the visitor's first intent, and
 * until then the machine's initial state from what was typed; the sessions offered; what the
 * visitor already gave elsewhere, carried forward once hydrated.
 */
export function useWebinarRegistration(source: string): WebinarRegistration {
  const posted = usePostedForm('webinar-registration');
  const machine = useRegistrationMachine(source, posted);
  const { view, running, send } = machine;
  const sessions = useRegistrationSessions(
    view.context.values.webinarSession,
    machine.selectSession,
  );
  const focus = useRegistrationFocus(view, running);
  useVisitorPrefill(running, send, machine.setDraft);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    focus.focusAfterSubmit();
    send({ type: 'form.submit' });
  };
  const another = () => {
    focus.focusAfterReset();
    send({ type: 'form.reset' });
  };
  const { bridge, start, marketingOptIn, setMarketingOptIn, change } = machine;
  const { keepInput } = focus;
  return {
    view,
    bridge,
    start,
    posted,
    sessions,
    marketingOptIn,
    setMarketingOptIn,
    keepInput,
    change,
    submit,
    another,
  };
}
