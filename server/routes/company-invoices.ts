import type { FastifyPluginAsync } from 'fastify';
import {
  companyInvoiceFieldErrors,
  parseCompanyInvoiceForm,
} from '../../core/invoice/company-invoice-form';
import { invoiceAmounts } from '../../core/invoice/invoice-amounts';
import { invoiceDocument } from '../../core/invoice/invoice-document';
import { invoiceSnapshot } from '../../core/invoice/invoice-snapshot';
import { invoiceTotalTetri } from '../../core/invoice/invoice-status';
import type { Money } from '../../core/money/money';
import type { Clock } from '../../core/ports/clock';
import type { Ids } from '../../core/ports/ids';
import type { RegistrationStore } from '../../core/ports/registration-store';
import type { SiteConfig } from '../../core/site-config/site-config';
import { sendError } from '../errors/http-errors';
import { invoicePdf } from '../invoices/invoice-pdf';
import { invoicePdfPath } from '../use-cases/invoice-messages';
import { issueCompanyInvoice } from '../use-cases/issue-company-invoice';
import { formRateLimit } from './lead-route-helpers';

/** What the company invoice routes need. */
export interface CompanyInvoiceRoutesOptions {
  readonly store: RegistrationStore;
  readonly clock: Clock;
  readonly ids: Ids;
  readonly config: () => SiteConfig;
  readonly siteOrigin: string;
  readonly rateLimitPerMinute: number;
  readonly onEnqueued: () => void;
  /** The keyed form of a client address, for the invoice hold limit. */
  readonly addressKey: (address: string) => string;
}

/** A bearer token as `Ids.newToken` makes it: URL-safe, at least 22 characters (128 bits). */
const TOKEN = /^[A-Za-z0-9_-]{22,128}$/;

/**
 * `POST /api/invoices` (docs/purchase.md "Company invoices"): the company form as JSON; 201 with
 * the invoice, else the fields' codes (400) or the seats' refusal (409).
 * `GET /api/invoices/{token}/pdf`: its PDF, 404 `INVOICE_NOT_FOUND`.
 */
export const companyInvoiceRoutes: FastifyPluginAsync<CompanyInvoiceRoutesOptions> = async (
  app,
  options,
) => {
  app.post(
    '/api/invoices',
    { config: formRateLimit(options.rateLimitPerMinute) },
    async (request, reply) => {
      const body = typeof request.body === 'object' && request.body !== null ? request.body : {};
      const parsed = parseCompanyInvoiceForm(body as Record<string, unknown>);
      if (!parsed.ok) {
        const fields = companyInvoiceFieldErrors(parsed.issues);
        return reply
          .code(400)
          .send({ error: { code: 'VALIDATION_ERROR' }, issues: parsed.issues, fields });
      }
      const issued = await issueCompanyInvoice(options, parsed.value, { address: request.ip });
      if (issued.isErr()) {
        request.log.info({ code: issued.error }, 'invoice refused');
        return sendError(reply, issued.error);
      }
      const invoice = issued.value;
      options.onEnqueued();
      request.log.info({ seats: invoice.seats.length }, 'invoice issued');
      const amounts = invoiceAmounts(invoiceTotalTetri(invoice) as Money, options.config().seller);
      return reply
        .code(201)
        .header('cache-control', 'no-store')
        .send({
          invoiceNumber: invoice.number,
          seats: invoice.seats.length,
          unitPriceTetri: invoice.unitPriceTetri,
          ...amounts,
          dueAt: invoice.dueAt.toISOString(),
          pdfUrl: invoicePdfPath(invoice.token),
        });
    },
  );

  app.get<{ Params: { token: string } }>('/api/invoices/:token/pdf', async (request, reply) => {
    const { token } = request.params;
    const invoice = TOKEN.test(token)
      ? await options.store.transaction((tx) => tx.findInvoiceByToken(token))
      : null;
    if (invoice === null) return sendError(reply, 'INVOICE_NOT_FOUND');
    const config = options.config();
    const document = invoiceDocument(
      invoiceSnapshot(invoice),
      config.seller,
      config.course.name[invoice.language],
    );
    return reply
      .header('cache-control', 'no-store')
      .header('content-disposition', `attachment; filename="${invoice.number}.pdf"`)
      .type('application/pdf')
      .send(await invoicePdf(document));
  });
};
