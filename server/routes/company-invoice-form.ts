import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { ErrorCode } from '../../core/errors/error-codes';
import type { PostedForm } from '../../core/forms/posted-form';
import {
  COMPANY_INVOICE_FIELDS,
  companyInvoiceFieldErrors,
  parseCompanyInvoiceForm,
} from '../../core/invoice/company-invoice-form';
import { invoiceTotalTetri } from '../../core/invoice/invoice-status';
import type { Language } from '../../core/language/languages';
import type { InvoiceRecord } from '../../core/ports/invoice-store';
import { pagePath } from '../../core/site/routes';
import { HTTP_STATUS_BY_ERROR_CODE } from '../errors/http-errors';
import {
  acceptFormPosts,
  actionLanguage,
  actionPage,
  type FormPostContext,
  readFormFields,
  sendFormPage,
  sendPlainPage,
} from '../forms/form-post';
import { invoicePdfPath } from '../use-cases/invoice-messages';
import { issueCompanyInvoice } from '../use-cases/issue-company-invoice';
import type { CompanyInvoiceRoutesOptions } from './company-invoices';
import { formRateLimit } from './lead-route-helpers';

/** What the company page's routes need: the JSON route's options and the form context. */
export interface CompanyInvoiceFormOptions extends CompanyInvoiceRoutesOptions {
  readonly form: FormPostContext;
}

/** A bearer token as `Ids.newToken` makes it. */
const TOKEN = /^[A-Za-z0-9_-]{22,128}$/;

/** The issued invoice as the page shows it: number, seats, total, due instant, PDF link, e-mail. */
function issuedValues(invoice: InvoiceRecord): Record<string, string> {
  return {
    invoiceNumber: invoice.number,
    seats: String(invoice.seats.length),
    totalTetri: String(invoiceTotalTetri(invoice)),
    dueAt: invoice.dueAt.toISOString(),
    pdfUrl: invoicePdfPath(invoice.token),
    contactEmail: invoice.contact.email,
  };
}

function companyPage(
  options: CompanyInvoiceFormOptions,
  reply: FastifyReply,
  language: Language,
  answer: { readonly posted: Omit<PostedForm, 'form'>; readonly status: number },
) {
  const path = pagePath(language, 'checkout-company');
  const posted: PostedForm = { form: 'company-invoice', ...answer.posted };
  return sendFormPage(reply, options.form.pages, { path, posted, status: answer.status });
}

/**
 * `GET /{lang}/checkout/company?invoice=…` (docs/purchase.md "Company invoices"): the page with the
 * invoice the form post issued (its token is the PDF link's bearer secret); without a known token,
 * the plain page.
 */
export const companyInvoicePageRoutes: FastifyPluginAsync<CompanyInvoiceFormOptions> = async (
  app,
  options,
) => {
  app.get<{ Params: { lang: string }; Querystring: { invoice?: string } }>(
    '/:lang/checkout/company',
    async (request, reply) => {
      const language = actionLanguage(request);
      if (language === undefined) return reply.callNotFound();
      const token = request.query.invoice ?? '';
      const invoice = TOKEN.test(token)
        ? await options.store.transaction((tx) => tx.findInvoiceByToken(token))
        : null;
      if (invoice === null) {
        return sendPlainPage(reply, options.form.pages, pagePath(language, 'checkout-company'));
      }
      const posted = { values: issuedValues(invoice), errors: {} };
      return companyPage(options, reply, language, { posted, status: 200 });
    },
  );
};

/**
 * `POST /{lang}/checkout/company` (docs/purchase.md "Company invoices"): the company form as HTML,
 * with or without JavaScript; the same schema and use case as `POST /api/invoices`. Issued: 303 to
 * the page with the invoice. Refused: the page again with what was typed and the messages.
 */
export const companyInvoiceFormRoutes: FastifyPluginAsync<CompanyInvoiceFormOptions> = async (
  app,
  options,
) => {
  await acceptFormPosts(app, options.form, (request) => ({
    path: actionPage(request, 'checkout-company'),
    form: 'company-invoice',
  }));
  app.post<{ Params: { lang: string } }>(
    '/:lang/checkout/company',
    { config: formRateLimit(options.rateLimitPerMinute) },
    async (request, reply) => {
      const language = actionLanguage(request);
      if (language === undefined) return reply.callNotFound();
      const { values } = readFormFields(request.body, COMPANY_INVOICE_FIELDS);
      const typed = Object.fromEntries(Object.entries(values).filter(([, value]) => value !== ''));
      const parsed = parseCompanyInvoiceForm({ ...typed, language });
      if (!parsed.ok) {
        const errors: Record<string, ErrorCode> = companyInvoiceFieldErrors(parsed.issues);
        return companyPage(options, reply, language, { posted: { values, errors }, status: 400 });
      }
      const issued = await issueCompanyInvoice(options, parsed.value, { address: request.ip });
      if (issued.isErr()) {
        const code = issued.error;
        request.log.info({ code, via: 'form post' }, 'invoice refused');
        const posted = { values, errors: {}, formError: code };
        return companyPage(options, reply, language, {
          posted,
          status: HTTP_STATUS_BY_ERROR_CODE[code],
        });
      }
      options.onEnqueued();
      request.log.info({ seats: issued.value.seats.length, via: 'form post' }, 'invoice issued');
      const query = new URLSearchParams({ invoice: issued.value.token });
      return reply
        .header('cache-control', 'no-store')
        .redirect(`${pagePath(language, 'checkout-company')}?${query}`, 303);
    },
  );
};
