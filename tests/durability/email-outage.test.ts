import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryDatabase } from '../e2e/support/funnel-site';
import { type SiteServer, startSiteServer } from '../e2e/support/site-server';
import { type SmtpFake, startSmtpFake } from '../fakes/smtp-fake';
import { countEmailDeliveries, type ExpectedEmail } from '../probes/support/email-deliveries';
import { pollUntil } from '../probes/support/server-process';
import {
  createLeadDeliveryWorkspace,
  validRegistration,
} from '../server/support/lead-delivery-app';
import { checkoutBody } from '../server/support/payments-app';
import { cohortAround, shippedSiteConfigJson } from '../support/site-config-fixture';

/*
 * The SMTP relay down for 30 minutes (docs/messaging.md "Retries and the horizon", "Circuit
 * breaker", "E-mail"): the compiled server on the test clock with the production outbox timings, a
 * local relay that refuses connections while registrations and paid orders queue their e-mails.
 * The server's clock is moved through the outage in steps, the relay comes back on the same port,
 * the clock moves on until every retry has come due: each e-mail arrives once, none goes dead.
 */

const MINUTE_MS = 60_000;
const T0 = new Date('2026-12-01T08:00:00Z');
const SENDER_DOMAIN = 'example.ge';
/** Real time for the worker (polling every 100 ms) to act on a clock step. */
const STEP_SETTLE_MS = 400;

let workspace: ReturnType<typeof createLeadDeliveryWorkspace>;
let relay: SmtpFake;
let server: SiteServer;

interface Health {
  readonly outbox: { readonly dead: number; readonly circuits?: Record<string, string> };
}

interface EmailRow {
  readonly status: string;
  readonly attempts: number;
}

const health = async () => (await (await fetch(`${server.baseUrl}/health`)).json()) as Health;

async function moveClockTo(at: Date): Promise<void> {
  const response = await fetch(`${server.baseUrl}/api/test/clock`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ at: at.toISOString() }),
  });
  if (response.status !== 200) throw new Error(`clock: HTTP ${response.status}`);
  await new Promise((resolve) => setTimeout(resolve, STEP_SETTLE_MS));
}

async function postJson(path: string, body: unknown): Promise<Record<string, unknown>> {
  const response = await fetch(`${server.baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (response.status !== 201) throw new Error(`${path}: HTTP ${response.status}`);
  return (await response.json()) as Record<string, unknown>;
}

/** A registration without a session: exactly one e-mail, its confirmation. */
async function register(index: number): Promise<ExpectedEmail> {
  const email = `outage.reg${index}@example.ge`;
  const { registrationId } = await postJson(
    '/api/registration',
    validRegistration({
      email,
      phoneNumber: `55530010${index}`,
      language: index % 2 === 0 ? 'ka' : 'en',
    }),
  );
  return { idempotencyKey: `${String(registrationId)}:email.webinar_confirmation`, to: email };
}

/** A checkout paid on the local Flitt with an approved test card: one e-mail, its receipt. */
async function buy(index: number): Promise<ExpectedEmail> {
  const email = `outage.buyer${index}@example.ge`;
  const { checkoutToken, orderToken } = await postJson(
    '/api/checkout',
    checkoutBody({
      email,
      phoneNumber: `55530020${index}`,
      language: index % 2 === 0 ? 'ka' : 'en',
    }),
  );
  const paid = await fetch(`${server.baseUrl}/flitt-demo/api/demo/pay`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      token: String(checkoutToken),
      card_number: '4444 5555 1111 6666',
      expiry: '12/39',
      cvv: '111',
    }).toString(),
  });
  expect(await paid.json()).toMatchObject({ result: 'approved' });
  const [order] = queryDatabase<{ merchant_order_id: string }>(
    server,
    'SELECT merchant_order_id FROM registrations WHERE public_token = ?',
    orderToken,
  );
  return { idempotencyKey: `${String(order?.merchant_order_id)}:email.order_receipt`, to: email };
}

const emailRows = () =>
  queryDatabase<EmailRow>(server, `SELECT status, attempts FROM outbox WHERE kind LIKE 'email.%'`);

beforeAll(async () => {
  workspace = createLeadDeliveryWorkspace();
  relay = await startSmtpFake();
  // The test's own calendar: a cohort on sale at T0, whatever the shipped file says by then.
  const configPath = join(workspace.dir, 'site.json');
  writeFileSync(
    configPath,
    JSON.stringify({
      ...shippedSiteConfigJson(),
      cohorts: [
        cohortAround(T0, {
          number: 9,
          startInDays: 40,
          earlyBirdInDays: 10,
          opensInDays: -5,
          closesInDays: 39,
        }),
      ],
    }),
  );
  server = await startSiteServer({
    NODE_ENV: 'test',
    CLOCK_START: T0.toISOString(),
    SITE_DIR: workspace.fixture.siteDir,
    LOCALES_DIR: workspace.fixture.localesDir,
    SITE_CONFIG_PATH: configPath,
    SMTP_URL: relay.url,
    EMAIL_FROM: `TechCareer <no-reply@${SENDER_DOMAIN}>`,
    FLITT_MODE: 'demo',
    OUTBOX_POLL_MS: '100',
  });
});

afterAll(async () => {
  await server?.stop();
  await relay?.stop();
  workspace?.remove();
});

describe('the SMTP relay down for 30 minutes, then back (docs/messaging.md "E-mail")', () => {
  it('delivers every queued e-mail exactly once after it returns, with none dead', async () => {
    await relay.refuseConnections();
    const expected: ExpectedEmail[] = [];
    for (let index = 0; index < 4; index += 1) expected.push(await register(index));
    for (let index = 0; index < 2; index += 1) expected.push(await buy(index));

    const circuitStates = new Set<string>();
    for (let minute = 2; minute <= 30; minute += 2) {
      await moveClockTo(new Date(T0.getTime() + minute * MINUTE_MS));
      circuitStates.add((await health()).outbox.circuits?.email ?? 'missing');
    }
    // Tried and refused, opened the circuit, and still waiting: nothing reached the relay.
    expect(circuitStates).toContain('open');
    expect(relay.messages()).toEqual([]);
    const waiting = emailRows();
    expect(waiting).toHaveLength(expected.length);
    expect(waiting.every((row) => row.status === 'pending' && row.attempts > 0)).toBe(true);

    await relay.acceptConnections();
    // Every retry is due within the 10-minute ceiling of the backoff; one probe closes the circuit.
    let minute = 30;
    while (relay.messages().length < expected.length && minute < 42) {
      minute += 1;
      await moveClockTo(new Date(T0.getTime() + minute * MINUTE_MS));
    }
    // On a busy machine the worker may still be sending; then a repeat would have time to show.
    await pollUntil(() => relay.messages().length >= expected.length, 10_000);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    console.log(
      `e-mail outage: ${expected.length} e-mails, circuit ${[...circuitStates].join('/')}, ` +
        `all delivered ${minute - 30} simulated minutes after the relay returned`,
    );
    expect(countEmailDeliveries(relay.messages(), expected, SENDER_DOMAIN)).toEqual({
      emailsReceived: expected.length,
      emailsDistinct: expected.length,
      emailsTwice: 0,
      emailsMissing: 0,
    });
    expect(emailRows().map((row) => row.status)).toEqual(expected.map(() => 'delivered'));
    expect(await health()).toMatchObject({ outbox: { dead: 0, circuits: { email: 'closed' } } });
  }, 60_000);
});
