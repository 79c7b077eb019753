import type { HTMLInputAutoCompleteAttribute, Ref } from 'react';
import { useTranslation } from 'react-i18next';
import type { ErrorCode } from '../../../core/errors/error-codes';

/** Props of one labelled input of the registration form. */
export interface RegistrationFieldProps {
  readonly id: string;
  /** The key the field is posted under (docs/site.md "Forms without JavaScript"): the schema's field name. */
  readonly name?: string;
  /** Takes the focus on load: the first refused field of a post the server sent back. */
  readonly autoFocus?: boolean;
  readonly label: string;
  readonly type: 'text' | 'tel' | 'email' | 'url';
  readonly autoComplete: HTMLInputAutoCompleteAttribute;
  readonly value: string;
  readonly error: ErrorCode | undefined;
  readonly onChange: (value: string) => void;
  readonly inputRef: Ref<HTMLInputElement>;
  readonly placeholder?: string;
  /** Text shown fixed before the input (the +995 country code), part of its description. */
  readonly prefix?: string;
  readonly hint?: string;
  /** Runs when the input takes the focus (the checkout's phone puts the caret after `+995 `). */
  readonly onFocus?: (input: HTMLInputElement) => void;
}

/**
 * A visible label, the input, and the error text under it tied with `aria-describedby` and
 * `aria-invalid` (docs/site.md "Accessibility"); the message is `errors:<code>` in the page's language.
 */
export function RegistrationField(props: RegistrationFieldProps) {
  const { t } = useTranslation('errors');
  const errorId = `${props.id}-error`;
  const prefixId = `${props.id}-prefix`;
  const hintId = `${props.id}-hint`;
  const describedBy = [
    props.prefix ? prefixId : undefined,
    props.hint ? hintId : undefined,
    props.error ? errorId : undefined,
  ].filter(Boolean);
  return (
    <div className="registration-field">
      <label className="registration-field__label" htmlFor={props.id}>
        {props.label}
      </label>
      <div className="registration-field__control">
        {props.prefix ? (
          <span className="registration-field__prefix" id={prefixId}>
            {props.prefix}
          </span>
        ) : null}
        <input
          ref={props.inputRef}
          id={props.id}
          name={props.name ?? props.id}
          // biome-ignore lint/a11y/noAutofocus: set only on the first refused field of a form the server sent back after the visitor submitted it, the focus the hydrated form moves there too (docs/site.md "Accessibility")
          autoFocus={props.autoFocus}
          className="registration-field__input"
          type={props.type}
          inputMode={props.type === 'tel' ? 'tel' : undefined}
          autoComplete={props.autoComplete}
          required
          aria-required="true"
          aria-invalid={props.error ? true : undefined}
          aria-describedby={describedBy.length > 0 ? describedBy.join(' ') : undefined}
          placeholder={props.placeholder}
          value={props.value}
          onChange={(event) => props.onChange(event.target.value)}
          onFocus={props.onFocus ? (event) => props.onFocus?.(event.currentTarget) : undefined}
        />
      </div>
      {props.hint ? (
        <p className="registration-field__hint" id={hintId}>
          {props.hint}
        </p>
      ) : null}
      {props.error ? (
        <p className="registration-field__error" id={errorId}>
          {t(props.error)}
        </p>
      ) : null}
    </div>
  );
}
