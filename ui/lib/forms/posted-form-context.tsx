import { createContext, type ReactNode, useContext, useRef } from 'react';
import { useLocation } from 'wouter';
import type { ErrorCode } from '../../../core/errors/error-codes';
import type { PostedForm, PostedFormId } from '../../../core/forms/posted-form';

const PostedFormContext = createContext<PostedForm | undefined>(undefined);

/**
 * Hands a refused form post (rendered by the server, docs/site.md "Forms without JavaScript") to
 * the form it belongs to, on the page it was rendered for only: once the visitor moves to another
 * location the state is gone, so no other page starts with those values or messages.
 */
export function PostedFormProvider({
  posted,
  children,
}: {
  readonly posted: PostedForm | undefined;
  readonly children: ReactNode;
}) {
  const [location] = useLocation();
  const renderedAt = useRef(location);
  const value = location === renderedAt.current ? posted : undefined;
  return <PostedFormContext.Provider value={value}>{children}</PostedFormContext.Provider>;
}

/** The refused post of this form, when the page was rendered for one. */
export function usePostedForm(form: PostedFormId): PostedForm | undefined {
  const posted = useContext(PostedFormContext);
  return posted?.form === form ? posted : undefined;
}

/** The posted values of a form's fields, `empty` where a field was not posted. */
export function postedValues<Field extends string>(
  posted: PostedForm | undefined,
  empty: Readonly<Record<Field, string>>,
): Record<Field, string> {
  const values: Record<Field, string> = { ...empty };
  if (posted === undefined) return values;
  for (const field of Object.keys(empty) as Field[]) {
    const value = posted.values[field];
    if (value !== undefined) values[field] = value;
  }
  return values;
}

/**
 * The posted field errors of a form's fields. The codes were checked when the state was read
 * (`parsePostedForm`), so the error catalogue stays out of the page's initial JavaScript.
 */
export function postedErrors<Field extends string>(
  posted: PostedForm | undefined,
  fields: readonly Field[],
): Readonly<Partial<Record<Field, ErrorCode>>> {
  const errors: Partial<Record<Field, ErrorCode>> = {};
  for (const field of fields) {
    const code = posted?.errors[field];
    if (code !== undefined) errors[field] = code;
  }
  return errors;
}

/** The errors without one field's: editing a field clears its message (docs/validation.md). */
export function withoutPostedError<Field extends string>(
  errors: Readonly<Partial<Record<Field, ErrorCode>>>,
  field: Field,
): Readonly<Partial<Record<Field, ErrorCode>>> {
  const { [field]: _cleared, ...rest } = errors;
  return rest as Readonly<Partial<Record<Field, ErrorCode>>>;
}
