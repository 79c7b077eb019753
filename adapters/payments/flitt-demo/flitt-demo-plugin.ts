import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import formbody from '@fastify/formbody';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { DEMO_BANK_STYLE, demoBankPage } from './demo-bank-page';
import type { FlittDemoProvider } from './flitt-demo-provider';

const WIDGET_DIR = join(import.meta.dirname, 'widget');
const WIDGET_SCRIPT = readFileSync(join(WIDGET_DIR, 'checkout.js'), 'utf8');
const WIDGET_STYLE = readFileSync(join(WIDGET_DIR, 'checkout.css'), 'utf8');

/** The widget's paths, as on pay.flitt.com (docs/integrations.md "Flitt embedded checkout"). */
export const FLITT_WIDGET_SCRIPT_PATH = '/latest/checkout-vue/checkout.js';
export const FLITT_WIDGET_STYLE_PATH = '/latest/checkout-vue/checkout.css';

/** Options of the demo plugin. */
export interface FlittDemoPluginOptions {
  readonly provider: FlittDemoProvider;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * Serves the demo provider over HTTP with Flitt's paths: the three API calls (JSON or form), the
 * widget's script and stylesheet, and the widget's own pay call. Mounted under the site's origin in
 * the offline demo (`FLITT_MODE=demo`) and on its own port by the test fake.
 */
export const flittDemoPlugin: FastifyPluginAsync<FlittDemoPluginOptions> = async (app, options) => {
  const { provider } = options;
  await app.register(formbody);
  apiRoutes(app, provider);
  widgetRoutes(app);
  demoBankRoutes(app, provider);
  payRoute(app, provider);
};

/** The API calls, answered as the provider decides. */
function apiRoutes(app: FastifyInstance, provider: FlittDemoProvider): void {
  for (const path of [
    '/api/checkout/token',
    '/api/checkout/url',
    '/api/status/order_id',
    '/api/reverse/order_id',
  ]) {
    app.post(path, async (request, reply) => {
      const answer = provider.handleApi(path, request.body);
      // A lost answer (a test fault): nothing is sent, the caller times out.
      if (answer.answerLost) return reply.hijack();
      return reply.code(answer.status).header('cache-control', 'no-store').send(answer.body);
    });
  }
}

/** The widget's script and stylesheet, loaded by the site's pages from another origin. */
function widgetRoutes(app: FastifyInstance): void {
  app.get(FLITT_WIDGET_SCRIPT_PATH, async (_request, reply) =>
    reply
      .type('text/javascript; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('access-control-allow-origin', '*')
      .send(WIDGET_SCRIPT),
  );
  app.get(FLITT_WIDGET_STYLE_PATH, async (_request, reply) =>
    reply
      .type('text/css; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('access-control-allow-origin', '*')
      .send(WIDGET_STYLE),
  );
}

/** The demo bank's instalment page and its answer (docs/integrations.md "Flitt bank instalments"). */
function demoBankRoutes(app: FastifyInstance, provider: FlittDemoProvider): void {
  app.get('/demo-bank/instalment', async (request, reply) => {
    const token = text((request.query as Record<string, unknown>).token);
    const application = provider.bankApplication(token);
    if (application === undefined) return reply.code(404).send({ error: 'Token not found' });
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(demoBankPage(application, request.url.split('?')[0] ?? ''));
  });
  app.get('/demo-bank/instalment.css', async (_request, reply) =>
    reply.type('text/css; charset=utf-8').header('cache-control', 'no-cache').send(DEMO_BANK_STYLE),
  );
  app.post('/demo-bank/instalment', async (request, reply) => {
    const body = (request.body ?? {}) as Record<string, unknown>;
    const decision = text(body.decision);
    if (decision !== 'approve' && decision !== 'refuse' && decision !== 'later') {
      return reply.code(400).send({ error: 'Unknown decision' });
    }
    const outcome = await provider.decideInstalment({ token: text(body.token), decision });
    if (outcome.result === 'error') return reply.code(409).send({ error: outcome.message });
    return reply.code(303).header('cache-control', 'no-store').redirect(outcome.url, 303);
  });
}

/** The widget posts the card form here: a form body (no CORS preflight), answered with JSON. */
function payRoute(app: FastifyInstance, provider: FlittDemoProvider): void {
  app.post('/api/demo/pay', async (request, reply) => {
    const body = (request.body ?? {}) as Record<string, unknown>;
    const outcome = await provider.pay({
      token: text(body.token),
      cardNumber: text(body.card_number),
      expiry: text(body.expiry),
      cvv: text(body.cvv),
    });
    const answer =
      outcome.result === 'error'
        ? { result: 'error', error: { code: outcome.code, message: outcome.message } }
        : { result: outcome.result, order_data: outcome.orderData };
    return reply
      .header('cache-control', 'no-store')
      .header('access-control-allow-origin', '*')
      .send(answer);
  });
}
