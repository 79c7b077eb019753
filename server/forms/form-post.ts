import formbody from '@fastify/formbody';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { PostedForm } from '../../core/forms/posted-form';
import { isLanguage, type Language } from '../../core/language/languages';
import { parseUtmData, type UtmData } from '../../core/registration/utm-data';
import { type PageId, pagePath } from '../../core/site/routes';
import { sendError } from '../errors/http-errors';
import type { PageRenderer } from '../site/page-renderer';
import { checkSameOrigin } from './same-origin';

/** What every form action needs: our public origin and the page renderer for refused posts. */
export interface FormPostContext {
  /** SITE_ORIGIN: posts from it (or from the host the request names) are ours. */
  readonly siteOrigin: string;
  readonly pages: PageRenderer;
}

/** The forms are a few short fields (docs/security.md "Input, output, headers"). */
const FORM_BODY_LIMIT_BYTES = 16 * 1024;
const FORM_CONTENT_TYPE = 'application/x-www-form-urlencoded';

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/**
 * Makes the calling plugin (only it: plugins are encapsulated) a home for HTML form posts
 * (docs/security.md "Form posts without JavaScript"): origin checked before the body is read, form
 * bodies parsed only here, a rate-limited post given its page back.
 */
export async function acceptFormPosts(
  app: FastifyInstance,
  context: FormPostContext,
  page: (request: FastifyRequest) => { readonly path: string; readonly form: PostedForm['form'] },
): Promise<void> {
  await app.register(formbody, { bodyLimit: FORM_BODY_LIMIT_BYTES });
  app.addHook('onRequest', async (request, reply) => {
    const verdict = checkSameOrigin(
      {
        secFetchSite: header(request, 'sec-fetch-site'),
        origin: header(request, 'origin'),
        referer: header(request, 'referer'),
      },
      [context.siteOrigin, `${request.protocol}://${request.host}`],
    );
    if (!verdict.ok) {
      request.log.warn({ reason: verdict.reason }, 'cross-site form post refused');
      return sendError(reply, 'CROSS_SITE_REQUEST');
    }
    const type = header(request, 'content-type')?.split(';')[0]?.trim().toLowerCase();
    if (type !== FORM_CONTENT_TYPE) return sendError(reply, 'UNSUPPORTED_MEDIA_TYPE');
  });
  app.setErrorHandler(async (error: FastifyError, request, reply) => {
    if (error.statusCode !== 429) throw error;
    const { path, form } = page(request);
    request.log.info({ code: 'RATE_LIMITED' }, 'form post rate limited');
    const posted: PostedForm = { form, values: {}, errors: {}, formError: 'RATE_LIMITED' };
    return sendFormPage(reply, context.pages, { path, posted, status: 429 });
  });
}

/** The page language of a form action's path, or undefined for a path we do not serve. */
export function actionLanguage(request: FastifyRequest<{ Params: { lang: string } }>) {
  const { lang } = request.params;
  return isLanguage(lang) ? lang : undefined;
}

/** The page of a form action, for the rate-limit answer (the default language when unknown). */
export function actionPage(request: FastifyRequest, pageId: PageId): string {
  const lang = (request.params as { lang?: string } | undefined)?.lang;
  return pagePath(isLanguage(lang) ? lang : 'ka', pageId);
}

/** A form's posted fields: the known ones as strings, and whether anything else came with them. */
export interface FormFields<Field extends string> {
  readonly values: Readonly<Record<Field, string>>;
  /** A key the form does not have, or a field sent twice: refused like unknown JSON keys. */
  readonly unexpected: boolean;
}

/** Reads a parsed form body: missing fields are blank, as a browser sends an empty input. */
export function readFormFields<Field extends string>(
  body: unknown,
  fields: readonly Field[],
): FormFields<Field> {
  const record = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  const values = Object.fromEntries(fields.map((field) => [field, ''])) as Record<Field, string>;
  let unexpected = false;
  for (const [key, value] of Object.entries(record)) {
    const field = fields.find((candidate) => candidate === key);
    if (field === undefined || typeof value !== 'string') unexpected = true;
    else values[field] = value;
  }
  return { values, unexpected };
}

/** The hidden fields a form sent back after a refusal carries its campaign tags in. */
export const UTM_FORM_FIELDS = [
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_content',
  'utm_term',
] as const;

/**
 * The campaign tags of a post: the form's own (hidden fields of a page sent back after a refusal),
 * else those of the page it was on, which the same-origin `Referer` names (docs/site.md
 * "Forms without JavaScript").
 */
export function campaignTags(
  request: FastifyRequest,
  posted: Readonly<Partial<Record<(typeof UTM_FORM_FIELDS)[number], string>>>,
): UtmData {
  // Only the `utm_*` fields: the core rule also reads bare `source`, the registration's form field.
  const carried = parseUtmData(
    Object.fromEntries(UTM_FORM_FIELDS.map((key) => [key, posted[key]])),
  );
  if (Object.keys(carried).length > 0) return carried;
  const referer = header(request, 'referer');
  if (referer === undefined) return {};
  try {
    return parseUtmData(Object.fromEntries(new URL(referer).searchParams));
  } catch {
    return {};
  }
}

/** Only the named fields of a form's values (the schema refuses any other key). */
export function pickFields<Field extends string>(
  values: Readonly<Record<string, string>>,
  fields: readonly Field[],
): Record<Field, string> {
  return Object.fromEntries(fields.map((field) => [field, values[field] ?? ''])) as Record<
    Field,
    string
  >;
}

/** The tags to send back with a refused form, when there are any. */
export function utmToKeep(utm: UtmData): { readonly utm?: Readonly<Record<string, string>> } {
  return Object.keys(utm).length > 0 ? { utm: { ...utm } } : {};
}

/** A refused post: its page again with the values typed and the messages, never cached. */
export async function sendFormPage(
  reply: FastifyReply,
  pages: PageRenderer,
  answer: { readonly path: string; readonly posted: PostedForm; readonly status: number },
): Promise<FastifyReply> {
  const html = await pages.render(answer.path, { postedForm: answer.posted });
  return reply
    .code(answer.status)
    .header('cache-control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(html);
}

/** A page rendered now, with no form state: a form's page reached without what it would show. */
export async function sendPlainPage(
  reply: FastifyReply,
  pages: PageRenderer,
  path: string,
): Promise<FastifyReply> {
  const html = await pages.render(path);
  return reply.header('cache-control', 'no-store').type('text/html; charset=utf-8').send(html);
}

/**
 * Post/redirect/get: the result page, by 303 so a reload does not post again; no personal data in
 * the URL (a query, when given, carries ids only).
 */
export function seeResultPage(
  reply: FastifyReply,
  language: Language,
  pageId: PageId,
  query?: Readonly<Record<string, string>>,
) {
  const search = query === undefined ? '' : `?${new URLSearchParams(query).toString()}`;
  return reply
    .header('cache-control', 'no-store')
    .redirect(`${pagePath(language, pageId)}${search}`, 303);
}
