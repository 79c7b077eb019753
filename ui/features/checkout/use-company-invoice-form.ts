import type { ErrorCode } from '../../../core/errors/error-codes';
import { isErrorCode } from '../../../core/errors/error-codes';
import { usePostedForm } from '../../lib/forms/posted-form-context';

/** The form's fields as the page lays them out: input type, autocomplete, whether required. */
export const COMPANY_INVOICE_FIELDS = [
  { name: 'companyName', autoComplete: 'organization', required: true },
  { name: 'companyCode', autoComplete: 'off', required: true, hint: true },
  { name: 'companyAddress', autoComplete: 'address-line1', required: false },
  { name: 'contactName', autoComplete: 'name', required: true },
  { name: 'contactEmail', type: 'email', autoComplete: 'email', required: true },
  { name: 'contactPhone', type: 'tel', autoComplete: 'tel', required: true, hint: true },
  { name: 'seats', type: 'number', autoComplete: 'off', required: true },
  { name: 'participants', required: false, hint: true, multiline: true },
] as const;

/** The company form as the server sent it back: what was typed, each field's message. */
export interface CompanyInvoiceForm {
  /** What was posted (empty on a first visit); with `invoiceNumber` once the invoice is issued. */
  readonly values: Readonly<Record<string, string>>;
  /** A field's message, when the server refused it. */
  readonly errorOf: (name: string) => ErrorCode | undefined;
  /** The first refused field, which takes the focus. */
  readonly firstError: string | undefined;
  /** The message about the whole form. */
  readonly formError: ErrorCode | undefined;
}

/**
 * The company form's state: a plain form post (JavaScript or not) to
 * `POST /{lang}/checkout/company`, which renders the page again with what was typed and the
 * messages, or with the issued invoice.
 */
export function useCompanyInvoiceForm(): CompanyInvoiceForm {
  const posted = usePostedForm('company-invoice');
  const errors = posted?.errors ?? {};
  const errorOf = (name: string) => {
    const code = errors[name];
    return code !== undefined && isErrorCode(code) ? code : undefined;
  };
  return {
    values: posted?.values ?? {},
    errorOf,
    firstError: COMPANY_INVOICE_FIELDS.find((field) => errors[field.name] !== undefined)?.name,
    formError: posted?.formError,
  };
}
