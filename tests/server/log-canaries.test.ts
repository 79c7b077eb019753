import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { cohortAround, shippedSiteConfigJson } from '../support/site-config-fixture';
import { type RealServer, startRealServer } from './support/real-server';

/*
 * D1 end to end (docs/security.md "Logs"): the real server, started with its default settings
 * (console SMS, default log level), takes canary personal data through every form and API that
 * accepts it, delivers its confirmations through the outbox, and writes none of it to stdout or
 * stderr; then the same again with LOG_LEVEL=trace.
 */

const CANARY = {
  firstName: 'Kanaritsotne',
  lastName: 'Kanaridze',
  emails: [
    'canary.d1.register@example.ge',
    'canary.d1.exit@example.ge',
    'canary.d1.waitlist@example.ge',
    'canary.d1.buyer@example.ge',
  ],
  /** One phone per form: the per-phone SMS cool-down would otherwise hold the later texts back. */
  phones: ['591738246', '593817264', '595172638'] as const,
  linkedin: 'kanaridze-canary-d1',
};

/** Every way a phone could be written into a log line. */
function phoneSpellings(national: string): string[] {
  const [a, b, c, d] = [
    national.slice(0, 3),
    national.slice(3, 5),
    national.slice(5, 7),
    national.slice(7),
  ];
  return [
    national,
    `995${national}`,
    `${a} ${b} ${c} ${d}`,
    `${a} ${national.slice(3, 6)} ${national.slice(6)}`,
    `${a}-${b}-${c}-${d}`,
  ];
}

const FORBIDDEN = [
  CANARY.firstName,
  CANARY.lastName,
  CANARY.linkedin,
  ...CANARY.emails,
  ...CANARY.emails.map(encodeURIComponent),
  ...CANARY.phones.flatMap(phoneSpellings),
];

const OPERATOR_TOKEN = 'canary-operator-token-0123456789abcdef';

const configDir = mkdtempSync(join(tmpdir(), 'canary-config-'));
afterAll(() => rmSync(configDir, { recursive: true, force: true }));

/** The shipped configuration with a cohort on sale today, so the checkout accepts a buyer. */
function onSaleConfigPath(): string {
  const cohort = cohortAround(new Date(), {
    number: 9,
    startInDays: 40,
    earlyBirdInDays: 20,
    opensInDays: -5,
    closesInDays: 35,
  });
  const path = join(configDir, 'site.json');
  writeFileSync(path, JSON.stringify({ ...shippedSiteConfigJson(), cohorts: [cohort] }));
  return path;
}

async function send(server: RealServer, path: string, body: unknown, headers = {}) {
  const response = await fetch(`${server.baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return { status: response.status, json: (await response.json()) as Record<string, unknown> };
}

/** An HTML form post from one of the site's own pages (docs/site.md "Forms without JavaScript"). */
async function sendForm(
  server: RealServer,
  path: string,
  fields: Record<string, string>,
  origin = server.baseUrl,
): Promise<number> {
  const response = await fetch(`${server.baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin },
    body: new URLSearchParams(fields).toString(),
    redirect: 'manual',
  });
  await response.arrayBuffer();
  return response.status;
}

const fullName = `${CANARY.firstName} ${CANARY.lastName}`;

/** Posts the canaries through every form, valid and refused, and buys with the test card. */
async function submitEverything(server: RealServer): Promise<void> {
  const [register, exit, waitlist, buyer] = CANARY.emails;
  const [registerPhone, , operatorPhone] = CANARY.phones;
  const registration = {
    fullName,
    phoneNumber: registerPhone,
    email: register,
    linkedinProfile: `https://www.linkedin.com/in/${CANARY.linkedin}`,
  };
  expect((await send(server, '/api/registration', registration)).status).toBe(201);
  // Refused bodies carry the same data: a validation error must not log it either.
  const refused = { ...registration, linkedinProfile: 'not a link' };
  expect((await send(server, '/api/registration', refused)).status).toBe(400);
  expect((await send(server, '/api/registration', `{"fullName":"${fullName}`)).status).toBe(400);

  const exitLead = { email: exit, source: 'exit_intent', offer: 'career_checklist' };
  expect((await send(server, '/api/leads', exitLead)).status).toBe(201);
  const waitlistLead = { email: waitlist, source: 'waitlist', fullName };
  expect((await send(server, '/api/leads', waitlistLead)).status).toBe(201);

  const contact = {
    firstName: CANARY.firstName,
    lastName: CANARY.lastName,
    email: buyer,
    // Typed as people type it: spaced, with the country code.
    phoneNumber: '+995 593 81 72 64',
    language: 'en',
  };
  const checkout = await send(server, '/api/checkout', contact);
  expect(checkout.status).toBe(201);
  const paid = await fetch(`${server.baseUrl}/flitt-demo/api/demo/pay`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      token: String(checkout.json.checkoutToken),
      card_number: '4444555511116666',
      expiry: '12/39',
      cvv: '111',
    }).toString(),
  });
  expect(((await paid.json()) as { result: string }).result).toBe('approved');
  const orderToken = String(checkout.json.orderToken);
  expect((await fetch(`${server.baseUrl}/api/payment/customer/${orderToken}`)).status).toBe(200);
  await fetch(`${server.baseUrl}/ka/payment-success?email=${encodeURIComponent(buyer ?? '')}`);

  const operatorSms = {
    template: 'webinar_confirmation',
    phoneNumber: operatorPhone,
    language: 'ka',
    params: { firstName: CANARY.firstName },
  };
  const authorised = { authorization: `Bearer ${OPERATOR_TOKEN}` };
  expect((await send(server, '/api/sms/send', operatorSms, authorised)).status).toBe(202);
  expect((await send(server, '/api/sms/send', operatorSms)).status).toBe(401);

  // The same data as HTML form posts: accepted, refused (the page echoes it back, the log must
  // not), refused by the business rules, and cross-site.
  const registrationForm = {
    ...registration,
    email: register ?? '',
    phoneNumber: `${registerPhone}`,
  };
  expect(await sendForm(server, '/en/webinar-registration', registrationForm)).toBe(303);
  const badForm = { ...registrationForm, linkedinProfile: 'not a link' };
  expect(await sendForm(server, '/ka/webinar-registration', badForm)).toBe(400);
  expect(
    await sendForm(server, '/en/webinar-registration', registrationForm, 'https://evil.example'),
  ).toBe(403);
  const checklist = { email: exit ?? '', source: 'exit_intent', offer: 'career_checklist' };
  expect(await sendForm(server, '/en/career-checklist', checklist)).toBe(303);
  expect(await sendForm(server, '/en/career-checklist', { ...checklist, email: `${exit}@` })).toBe(
    400,
  );
  const contactForm = {
    firstName: CANARY.firstName,
    lastName: CANARY.lastName,
    email: buyer ?? '',
    phoneNumber: '+995 593 81 72 64',
  };
  // The buyer has paid by now: "already registered", shown on the e-mail field.
  expect(await sendForm(server, '/en/checkout', contactForm)).toBe(409);
  expect(await sendForm(server, '/en/checkout', { ...contactForm, firstName: 'K' })).toBe(400);
}

/** Waits until the console sender printed the three confirmations (registration, purchase, operator). */
async function smsDelivered(server: RealServer): Promise<void> {
  const deadline = Date.now() + 20_000;
  while ((server.output().match(/\[sms\] message /g) ?? []).length < 3) {
    if (Date.now() > deadline) throw new Error(`SMS not delivered in time:\n${server.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('no personal data in stdout or stderr (docs/security.md "Logs" D1)', () => {
  it.each([
    ['the default level', {}],
    ['LOG_LEVEL=trace', { LOG_LEVEL: 'trace' }],
  ])('with %s', { timeout: 60_000 }, async (_level, env) => {
    const server = await startRealServer({
      env: (baseUrl) => ({
        ...env,
        SMS_OPERATOR_TOKEN: OPERATOR_TOKEN,
        SITE_CONFIG_PATH: onSaleConfigPath(),
        // The real build: a refused form post is rendered by its SSR bundle.
        SITE_DIR: join(import.meta.dirname, '../../dist/client'),
        LOCALES_DIR: join(import.meta.dirname, '../../locales'),
        // The demo Flitt calls back to this origin; in production it is the site's own.
        PAYMENT_CALLBACK_ORIGIN: baseUrl,
      }),
    });
    try {
      await submitEverything(server);
      await smsDelivered(server);
      const exit = await server.stop('SIGTERM');
      expect(exit.code).toBe(0);

      const output = server.output();
      expect(output).toContain('webinar registration stored');
      const found = FORBIDDEN.filter((canary) =>
        output.toLowerCase().includes(canary.toLowerCase()),
      );
      expect(found).toEqual([]);
    } finally {
      await server.stop('SIGKILL');
      server.remove();
    }
  });
});
