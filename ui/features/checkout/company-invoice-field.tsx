import { useTranslation } from 'react-i18next';
import type { ErrorCode } from '../../../core/errors/error-codes';

/** One labelled field of the company form: an input or a text area, its hint and its message. */
export function CompanyInvoiceField(props: {
  readonly name: string;
  readonly label: string;
  readonly value: string;
  readonly error: ErrorCode | undefined;
  readonly required: boolean;
  readonly type?: 'text' | 'email' | 'tel' | 'number';
  readonly autoComplete?: string;
  readonly hint?: string;
  readonly multiline?: boolean;
  readonly autoFocus?: boolean;
}) {
  const { t } = useTranslation('errors');
  const id = `company-${props.name}`;
  const describedBy = [
    props.hint ? `${id}-hint` : undefined,
    props.error ? `${id}-error` : undefined,
  ].filter(Boolean);
  const common = {
    id,
    name: props.name,
    className: 'registration-field__input',
    defaultValue: props.value,
    required: props.required,
    autoFocus: props.autoFocus,
    'aria-invalid': props.error ? true : undefined,
    'aria-describedby': describedBy.length > 0 ? describedBy.join(' ') : undefined,
  } as const;
  return (
    <div className="registration-field">
      <label className="registration-field__label" htmlFor={id}>
        {props.label}
      </label>
      {props.multiline ? (
        <textarea {...common} rows={4} />
      ) : (
        <input
          {...common}
          type={props.type ?? 'text'}
          autoComplete={props.autoComplete}
          {...(props.type === 'number' ? { min: 1, max: 100, inputMode: 'numeric' } : {})}
        />
      )}
      {props.hint ? (
        <p className="registration-field__hint" id={`${id}-hint`}>
          {props.hint}
        </p>
      ) : null}
      {props.error ? (
        <p className="registration-field__error" id={`${id}-error`}>
          {t(props.error)}
        </p>
      ) : null}
    </div>
  );
}
