import { type FormEvent, useEffect, useRef, useState } from 'react';
import type {
  CheckoutContactErrors,
  CheckoutFormField,
  CheckoutFormValues,
} from '../../../core/checkout/checkout-contact-form';
import {
  CHECKOUT_FORM_FIELDS,
  EMPTY_CHECKOUT_FORM,
} from '../../../core/checkout/checkout-form-fields';
import type { CheckoutContact } from '../../../core/checkout/stored-contact';
import type { ErrorCode } from '../../../core/errors/error-codes';
import { withoutField } from '../../../core/errors/without-field';
import type { PostedForm } from '../../../core/forms/posted-form';
import { postedErrors, postedValues, usePostedForm } from '../../lib/forms/posted-form-context';
import { useLanguage } from '../../lib/i18n/use-language';
import { phoneFieldValue } from './phone-input';

/**
 * The route's schema (valibot and the field rules): loaded on the form's first focus, so it is there
 * by the first submit, and out of the page's initial JavaScript (docs/performance.md "Budgets").
 */
const loadContactParser = () =>
  import('../../../core/checkout/checkout-contact').then((module) => module.parseContactForm);

/** Fills only fields the visitor has not typed in yet (the phone's bare `+995 ` counts as empty). */
function fillBlanks(
  values: CheckoutFormValues,
  prefill: Partial<CheckoutFormValues>,
): CheckoutFormValues {
  const next = { ...values };
  for (const field of CHECKOUT_FORM_FIELDS) {
    const blank = values[field].trim() === '' || values[field] === EMPTY_CHECKOUT_FORM[field];
    const value = prefill[field];
    if (blank && value) next[field] = value;
  }
  return next;
}

/** A saved contact in the step's fields (the boxes have their own state). */
function formValuesOf(contact: CheckoutContact): CheckoutFormValues {
  const { firstName, lastName, email, phoneNumber } = contact;
  return { firstName, lastName, email, phoneNumber, promoCode: contact.promoCode ?? '' };
}

/** Props of the contact step. */
export interface ContactStepProps {
  /** The saved contact to prefill (fresh, under 30 minutes old). */
  readonly saved: CheckoutContact | undefined;
  /**
   * What other forms of the site already learned and the promo code a link left, for empty fields
   * (never overrides `saved`).
   */
  readonly prefill: Partial<CheckoutFormValues>;
  /** Field errors the server reported for the last submission. */
  readonly serverErrors: CheckoutContactErrors;
  readonly submitting: boolean;
  /**
   * The saved contact's 30 minutes are over (core's checkout view): the fields show nothing of it,
   * nor of anything typed before, and a notice says so.
   */
  readonly expired: boolean;
  readonly onSubmit: (contact: CheckoutContact) => void;
}

/** The first field with a message, in the form's order. */
function firstRefused(errors: CheckoutContactErrors): CheckoutFormField | undefined {
  return CHECKOUT_FORM_FIELDS.find((field) => errors[field]);
}

/** Step 1's form state and what its controls call. */
export interface ContactFormState {
  /** A post the server refused, come back with what was typed and the messages. */
  readonly posted: PostedForm | undefined;
  readonly values: CheckoutFormValues;
  readonly errors: CheckoutContactErrors;
  readonly marketingOptIn: boolean;
  readonly setMarketingOptIn: (checked: boolean) => void;
  readonly expressStart: boolean;
  readonly setExpressStart: (checked: boolean) => void;
  /** The first refused field of a post the server sent back. */
  readonly autoFocusField: CheckoutFormField | undefined;
  /** A field's element, kept to move the focus to it. */
  readonly keepInput: (field: CheckoutFormField) => (element: HTMLInputElement | null) => void;
  readonly change: (field: CheckoutFormField, value: string) => void;
  /** The promo-code preview's answer: its message, or none. */
  readonly checkedPromo: (code: ErrorCode | undefined) => void;
  readonly submit: (event: FormEvent<HTMLFormElement>) => void;
  /** Loads the route's schema ahead of the first submit (the form's first focus). */
  readonly preloadRules: () => void;
}

/** The fields' elements, to focus the first refused one (one pair of functions per form). */
function useFieldFocus() {
  const [focus] = useState(() => {
    const inputs = new Map<CheckoutFormField, HTMLInputElement>();
    return {
      keepInput: (field: CheckoutFormField) => (element: HTMLInputElement | null) => {
        if (element) inputs.set(field, element);
        else inputs.delete(field);
      },
      focusFirst: (errors: CheckoutContactErrors) => {
        const first = firstRefused(errors);
        if (first) inputs.get(first)?.focus();
      },
    };
  });
  return focus;
}

/** The fields' values: saved, posted or empty at first; the saved contact or prefill once read. */
function useContactValues(
  { saved, prefill, expired }: ContactStepProps,
  posted: PostedForm | undefined,
) {
  // Expired: nothing of the old session, nor of a post made in it.
  const [values, setValues] = useState<CheckoutFormValues>(() =>
    expired
      ? EMPTY_CHECKOUT_FORM
      : saved
        ? formValuesOf(saved)
        : postedValues(posted, EMPTY_CHECKOUT_FORM),
  );
  // The saved contact arrives after hydration (session storage is read on the client only); what
  // the visitor posted is newer than anything saved, so it stays. An expired form stays empty.
  const prefilled = useRef(posted !== undefined || expired);
  useEffect(() => {
    if (prefilled.current) return;
    if (saved) {
      prefilled.current = true;
      setValues(formValuesOf(saved));
      return;
    }
    if (Object.keys(prefill).length === 0) return;
    prefilled.current = true;
    setValues((current) => fillBlanks(current, prefill));
  }, [saved, prefill]);
  return [values, setValues] as const;
}

/** The fields' messages: the server's, else a refused post's; the server's again as they come. */
function useContactErrors(
  { serverErrors, expired }: ContactStepProps,
  posted: PostedForm | undefined,
  focusFirst: (errors: CheckoutContactErrors) => void,
) {
  const [errors, setErrors] = useState<CheckoutContactErrors>(() =>
    Object.keys(serverErrors).length > 0
      ? serverErrors
      : expired
        ? {}
        : postedErrors(posted, CHECKOUT_FORM_FIELDS),
  );
  const mounted = useRef(false);
  useEffect(() => {
    const firstRun = !mounted.current;
    mounted.current = true;
    // Nothing from the server yet: keep the messages of a refused post.
    if (firstRun && Object.keys(serverErrors).length === 0) return;
    setErrors(serverErrors);
    focusFirst(serverErrors);
  }, [serverErrors, focusFirst]);
  return [errors, setErrors] as const;
}

/** Both boxes: unticked unless this visitor ticked them (a refused post, a saved step). */
function useOptIns({ saved, expired }: ContactStepProps, posted: PostedForm | undefined) {
  const [marketingOptIn, setMarketingOptIn] = useState(
    () => !expired && (saved?.marketingOptIn ?? posted?.values.marketingOptIn === 'on'),
  );
  const [expressStart, setExpressStart] = useState(
    () => !expired && (saved?.expressStart ?? posted?.values.expressStart === 'on'),
  );
  return { marketingOptIn, setMarketingOptIn, expressStart, setExpressStart };
}

/** What a submit reads and sets of the form. */
interface SubmittedForm {
  readonly values: CheckoutFormValues;
  readonly setValues: (values: CheckoutFormValues) => void;
  readonly setErrors: (errors: CheckoutContactErrors) => void;
  readonly focusFirst: (errors: CheckoutContactErrors) => void;
  readonly marketingOptIn: boolean;
  readonly expressStart: boolean;
}

/**
 * Validates the fields with the route's schema and hands a valid contact, with both boxes, to the
 * step's `onSubmit`; a refused one shows its messages and focuses the first refused field.
 */
function useContactSubmit(form: SubmittedForm, { submitting, onSubmit }: ContactStepProps) {
  const language = useLanguage();
  // One submit at a time while the schema loads (only a first submit before any focus waits).
  const validating = useRef(false);
  async function validate() {
    if (submitting || validating.current) return;
    validating.current = true;
    // A failed chunk load (offline, new deploy) leaves the form as typed for another try.
    const parseContactForm = await loadContactParser()
      .catch(() => undefined)
      .finally(() => {
        validating.current = false;
      });
    if (!parseContactForm) return;
    const result = parseContactForm(form.values, language);
    if (!result.ok) {
      form.setErrors(result.errors);
      form.focusFirst(result.errors);
      return;
    }
    form.setValues(formValuesOf(result.contact));
    const { marketingOptIn, expressStart } = form;
    onSubmit({ ...result.contact, marketingOptIn, expressStart });
  }
  return (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void validate();
  };
}

/**
 * Step 1's form state (docs/purchase.md, docs/validation.md): the fields, their messages and both
 * boxes, from the saved contact, a refused post or what other forms learned. Validated on submit
 * with the schema `POST /api/checkout` validates with (`parseContactForm`, loaded on first focus);
 * a field's message clears as soon as it is edited; the first refused field takes the focus.
 */
export function useContactForm(props: ContactStepProps): ContactFormState {
  // A post the server refused (sent before the page's script was ready, or without JavaScript)
  // comes back with what was typed and the messages (docs/site.md "Forms without JavaScript").
  const posted = usePostedForm('checkout-contact');
  const { keepInput, focusFirst } = useFieldFocus();
  const [values, setValues] = useContactValues(props, posted);
  const [errors, setErrors] = useContactErrors(props, posted, focusFirst);
  const optIns = useOptIns(props, posted);
  const [autoFocusField] = useState(() =>
    posted && !props.expired ? firstRefused(errors) : undefined,
  );
  const submit = useContactSubmit({ values, setValues, setErrors, focusFirst, ...optIns }, props);
  const change = (field: CheckoutFormField, value: string) => {
    const next = field === 'phoneNumber' ? phoneFieldValue(value) : value;
    setValues((current) => ({ ...current, [field]: next }));
    setErrors((current) => withoutField(current, field));
  };
  const checkedPromo = (code: ErrorCode | undefined) =>
    setErrors((current) =>
      code === undefined ? withoutField(current, 'promoCode') : { ...current, promoCode: code },
    );
  return {
    posted,
    values,
    errors,
    ...optIns,
    autoFocusField,
    keepInput,
    change,
    checkedPromo,
    submit,
    preloadRules: () => void loadContactParser(),
  };
}
