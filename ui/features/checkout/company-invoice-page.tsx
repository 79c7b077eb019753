import { useTranslation } from 'react-i18next';
import { formatCalendarDate } from '../../../core/language/format-calendar-date';
import { formatMoney } from '../../../core/money/format-money';
import { isTetriCount } from '../../../core/money/tetri-count';
import { pagePath } from '../../../core/site/routes';
import { tbilisiDay } from '../../../core/time/tbilisi-time';
import { PrivacyPolicyLink } from '../../components/form-field/privacy-policy-link';
import { companyInvoices } from '../../config/company-invoices';
import { useLanguage } from '../../lib/i18n/use-language';
import { CompanyInvoiceField } from './company-invoice-field';
import {
  COMPANY_INVOICE_FIELDS,
  type CompanyInvoiceForm,
  useCompanyInvoiceForm,
} from './use-company-invoice-form';
import './checkout.css';

/** The invoice issued, as the server rendered the page with it (docs/purchase.md "Company invoices"). */
function IssuedInvoice({ values }: { readonly values: Readonly<Record<string, string>> }) {
  const { t } = useTranslation('checkout');
  const language = useLanguage();
  const total = Number(values.totalTetri);
  const due = formatCalendarDate(tbilisiDay(new Date(values.dueAt ?? '')), language) ?? '';
  return (
    <section
      className="company-invoice__issued"
      aria-labelledby="company-invoice-issued"
      role="status"
    >
      <h2 id="company-invoice-issued">
        {t('company.issued.title', { number: values.invoiceNumber })}
      </h2>
      <p>
        {t('company.issued.summary', {
          seats: values.seats,
          total: isTetriCount(total) ? formatMoney(total, language) : '',
          due,
        })}
      </p>
      <p>{t('company.issued.sent', { email: values.contactEmail })}</p>
      <p>{t('company.issued.next')}</p>
      <p>
        <a className="button button--primary" href={values.pdfUrl} download>
          {t('company.issued.download')}
        </a>
      </p>
    </section>
  );
}

/** Invoices are not on offer (the site's configuration): says so, with the way back. */
function InvoicesNotOffered() {
  const { t } = useTranslation('checkout');
  const { t: errorsT } = useTranslation('errors');
  const language = useLanguage();
  return (
    <div className="container page-intro company-invoice">
      <h1>{t('company.title')}</h1>
      <p className="lead">{errorsT('INVOICES_NOT_OFFERED')}</p>
      <p>
        <a className="button button--primary" href={pagePath(language, 'checkout')}>
          {t('contactSaved.back')}
        </a>
      </p>
    </div>
  );
}

/** The terms box with its link, and its message when the post left it unticked. */
function CompanyTerms({ form }: { readonly form: CompanyInvoiceForm }) {
  const { t } = useTranslation('checkout');
  const { t: errorsT } = useTranslation('errors');
  const language = useLanguage();
  const refused = form.errorOf('terms') !== undefined;
  return (
    <div className="opt-in">
      <input
        id="company-terms"
        className="opt-in__box"
        type="checkbox"
        name="terms"
        value="on"
        defaultChecked={form.values.terms === 'on'}
        aria-invalid={refused ? true : undefined}
        aria-describedby={refused ? 'company-terms-error' : undefined}
      />
      <label className="opt-in__label" htmlFor="company-terms">
        {t('company.terms')}{' '}
        <a href={pagePath(language, 'terms-of-service')}>{t('company.termsLink')}</a>
      </label>
      {refused ? (
        <p className="registration-field__error" id="company-terms-error">
          {errorsT('terms.required')}
        </p>
      ) : null}
    </div>
  );
}

/** The company's details, the billing contact, the seats and the participants, and the terms. */
function CompanyInvoiceFields({ form }: { readonly form: CompanyInvoiceForm }) {
  const { t } = useTranslation('checkout');
  const { t: errorsT } = useTranslation('errors');
  const { values, formError } = form;
  return (
    <fieldset className="registration-form__fields">
      <legend className="registration-form__legend">{t('company.legend')}</legend>
      {formError ? (
        <p className="registration-field__error" role="alert">
          {errorsT(formError)}
        </p>
      ) : null}
      {COMPANY_INVOICE_FIELDS.map((field) => (
        <CompanyInvoiceField
          key={field.name}
          name={field.name}
          label={t(`company.fields.${field.name}.label`)}
          value={values[field.name] ?? (field.name === 'seats' ? '1' : '')}
          error={form.errorOf(field.name)}
          required={field.required}
          autoFocus={field.name === form.firstError}
          {...('type' in field ? { type: field.type } : {})}
          {...('autoComplete' in field ? { autoComplete: field.autoComplete } : {})}
          {...('hint' in field ? { hint: t(`company.fields.${field.name}.hint`) } : {})}
          {...('multiline' in field ? { multiline: true } : {})}
        />
      ))}
      <CompanyTerms form={form} />
      <button className="button button--primary registration-form__submit" type="submit">
        {t('company.submit')}
      </button>
      <p className="registration-form__privacy">
        <PrivacyPolicyLink />.
      </p>
    </fieldset>
  );
}

/**
 * `/{lang}/checkout/company` (docs/purchase.md "Company invoices"): the company's details, the
 * billing contact, the seats and the participants, posted as a plain form (JavaScript or not) to
 * `POST /{lang}/checkout/company`; the server issues a pro-forma invoice and shows it here, with
 * its PDF. A refused post comes back with what was typed and each field's message.
 */
export function CompanyInvoicePage() {
  const { t } = useTranslation('checkout');
  const language = useLanguage();
  const form = useCompanyInvoiceForm();
  if (form.values.invoiceNumber !== undefined) {
    return (
      <div className="container page-intro company-invoice">
        <h1>{t('company.title')}</h1>
        <IssuedInvoice values={form.values} />
      </div>
    );
  }
  if (!companyInvoices) return <InvoicesNotOffered />;
  return (
    <div className="container page-intro company-invoice">
      <h1>{t('company.title')}</h1>
      <p className="lead">{t('company.lead')}</p>
      <ul className="company-invoice__how">
        <li>{t('company.how.invoice')}</li>
        <li>{t('company.how.seats')}</li>
        <li>{t('company.how.paid')}</li>
      </ul>
      <form
        className="registration-form"
        method="post"
        action={pagePath(language, 'checkout-company')}
        noValidate
      >
        <CompanyInvoiceFields form={form} />
      </form>
    </div>
  );
}
