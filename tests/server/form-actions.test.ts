import { join } from 'node:path';
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import enErrors from '../../locales/en/errors.json';
import kaErrors from '../../locales/ka/errors.json';
import { shippedCohortsWithCapacity, siteConfigFixture } from '../support/site-config-fixture';
import { buildPaymentsApp, type PaymentsApp } from './support/payments-app';
import type { SiteFixture } from './support/site-fixture';

/*
 * The forms' HTML posts (docs/site.md "Forms without JavaScript") through app.inject, on the real
 * build (a refused post is rendered by the SSR bundle, so `npm run build` comes first, as for every
 * test run) with the offline Flitt and a memory store.
 */
const ROOT = join(import.meta.dirname, '../..');
const BUILT_SITE: SiteFixture = {
  siteDir: join(ROOT, 'dist/client'),
  localesDir: join(ROOT, 'locales'),
  remove: () => {},
};
const ORIGIN = 'https://example.ge';
/** What Chromium sends with a form posted from one of our pages. */
const SAME_ORIGIN = {
  'sec-fetch-site': 'same-origin',
  origin: ORIGIN,
  referer: `${ORIGIN}/en?utm_source=facebook&utm_campaign=fall`,
};
const CANARY = { name: 'Canary Nodata', email: 'canary.nodata@example.ge', phone: '599 11 22 33' };

let t: PaymentsApp;
beforeAll(async () => {
  t = await buildPaymentsApp(BUILT_SITE);
});
afterAll(async () => {
  await t.app.close();
});

function post(
  url: string,
  fields: Record<string, string>,
  headers: Record<string, string> = SAME_ORIGIN,
): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    payload: new URLSearchParams(fields).toString(),
  });
}

const registration = (overrides: Record<string, string> = {}) => ({
  fullName: CANARY.name,
  phoneNumber: CANARY.phone,
  email: CANARY.email,
  linkedinProfile: 'linkedin.com/in/canary-nodata',
  source: 'hero_registration_form',
  ...overrides,
});

/** The `<input>` of a field in a rendered page. */
function input(html: string, name: string): string {
  return html.match(new RegExp(`<input[^>]*name="${name}"[^>]*>`))?.[0] ?? '';
}

async function leadsWith(email: string) {
  return (await t.store.listLeads()).filter((lead) => lead.email === email);
}

describe('POST /{lang}/webinar-registration', () => {
  it('stores the registration like the JSON route and answers 303 to the success page', async () => {
    const response = await post('/en/webinar-registration', registration());
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/en/webinar-registration/registered');
    const [lead] = await leadsWith(CANARY.email);
    expect(lead).toMatchObject({
      fullName: CANARY.name,
      phone: '+995599112233',
      source: 'hero_registration_form',
      utm: { source: 'facebook', campaign: 'fall' },
    });
    const kinds = (await t.store.listOutbox())
      .filter((message) => message.idempotencyKey.startsWith(lead?.id ?? '-'))
      .map((message) => message.kind)
      .sort();
    expect(kinds).toEqual(['email.webinar_confirmation', 'sheet.lead', 'sms.webinar_confirmation']);
  });

  it.each([
    ['en', enErrors],
    ['ka', kaErrors],
  ] as const)(
    'in %s: refused input comes back as the page with the messages, nothing stored',
    async (language, errors) => {
      const before = (await t.store.listLeads()).length;
      const response = await post(
        `/${language}/webinar-registration`,
        registration({ fullName: 'N', email: 'no-at-sign', linkedinProfile: '' }),
      );
      expect(response.statusCode).toBe(400);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.headers['cache-control']).toBe('no-store');
      const html = response.body;
      expect(html).toContain(`<html lang="${language}">`);
      expect(html).toContain(errors.full_name.too_short);
      expect(html).toContain(errors.email.invalid);
      expect(html).toContain(errors.linkedin.required);
      expect(input(html, 'fullName')).toContain('value="N"');
      expect(input(html, 'fullName')).toContain('aria-invalid="true"');
      expect(input(html, 'fullName')).toContain('autofocus=""');
      expect(input(html, 'phoneNumber')).toContain(`value="${CANARY.phone}"`);
      expect(input(html, 'phoneNumber')).not.toContain('aria-invalid');
      expect((await t.store.listLeads()).length).toBe(before);
    },
  );

  it('keeps the campaign tags through a refusal: hidden fields in the page sent back, stored with the lead', async () => {
    const refused = await post('/en/webinar-registration', registration({ fullName: 'N' }));
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain('<input type="hidden" name="utm_source" value="facebook"/>');
    expect(refused.body).toContain('<input type="hidden" name="utm_campaign" value="fall"/>');
    // The corrected form is posted from the page the server sent back: its URL has no query.
    const email = 'second.try@example.ge';
    const response = await post(
      '/en/webinar-registration',
      registration({ email, utm_source: 'facebook', utm_campaign: 'fall' }),
      { ...SAME_ORIGIN, referer: `${ORIGIN}/en/webinar-registration` },
    );
    expect(response.statusCode).toBe(303);
    expect(await leadsWith(email)).toMatchObject([
      { utm: { source: 'facebook', campaign: 'fall' } },
    ]);
  });

  it('refuses a field the form does not have, as the JSON route refuses unknown keys', async () => {
    const response = await post('/en/webinar-registration', registration({ city: 'Batumi' }));
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain(enErrors.VALIDATION_ERROR);
    expect(await leadsWith('canary.nodata@example.ge')).toHaveLength(1);
  });

  it('answers 404 for a language we do not serve', async () => {
    const response = await post('/de/webinar-registration', registration());
    expect(response.statusCode).toBe(404);
  });
});

describe('cross-site posts are refused before anything is read or written', () => {
  const other = { ...CANARY, email: 'cross.site@example.ge' };
  it.each([
    [
      'Sec-Fetch-Site: cross-site',
      { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' },
    ],
    [
      'Sec-Fetch-Site: same-site',
      { 'sec-fetch-site': 'same-site', origin: 'https://shop.example.ge' },
    ],
    ['a foreign Origin', { origin: 'https://evil.example' }],
    ['Origin: null', { origin: 'null' }],
    ['a foreign Referer and no Origin', { referer: 'https://evil.example/page' }],
    ['no origin evidence', {}],
  ])('%s → 403 CROSS_SITE_REQUEST', async (_name, headers) => {
    for (const [url, fields] of [
      ['/en/webinar-registration', registration({ email: other.email })],
      [
        '/en/career-checklist',
        { email: other.email, source: 'exit_intent', offer: 'career_checklist' },
      ],
      [
        '/en/checkout',
        { firstName: 'A', lastName: 'Bb', email: other.email, phoneNumber: '+995 599 11 22 33' },
      ],
    ] as const) {
      const response = await post(url, fields, headers);
      expect(response.statusCode, url).toBe(403);
      expect(response.json()).toEqual({ error: { code: 'CROSS_SITE_REQUEST' } });
    }
    expect(await leadsWith(other.email)).toEqual([]);
    const orders = await t.store.listOrders({});
    expect(orders.filter((order) => order.contact.email === other.email)).toEqual([]);
  });

  it('the JSON routes still refuse form bodies (415), even from our own origin', async () => {
    for (const url of ['/api/registration', '/api/leads', '/api/checkout']) {
      const response = await post(url, registration({ email: other.email }));
      expect(response.statusCode, url).toBe(415);
    }
    expect(await leadsWith(other.email)).toEqual([]);
  });

  it('the form actions take nothing but a form body', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/en/webinar-registration',
      headers: { ...SAME_ORIGIN, 'content-type': 'application/json' },
      payload: JSON.stringify(registration({ email: other.email })),
    });
    expect(response.statusCode).toBe(415);
    expect(await leadsWith(other.email)).toEqual([]);
  });
});

describe('POST /{lang}/career-checklist', () => {
  it('stores the exit-intent lead and answers 303 to the thank-you page', async () => {
    const email = 'checklist@example.ge';
    const response = await post('/ka/career-checklist', {
      email,
      source: 'exit_intent',
      offer: 'career_checklist',
    });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/ka/career-checklist/sent');
    expect((await leadsWith(email)).map((lead) => lead.source)).toEqual(['exit_intent']);
  });

  it('stores a waiting-list lead with its optional name', async () => {
    const email = 'waitlist@example.ge';
    const response = await post('/en/career-checklist', {
      email,
      source: 'waitlist',
      fullName: 'Nino Beridze',
    });
    expect(response.statusCode).toBe(303);
    expect(await leadsWith(email)).toMatchObject([
      { source: 'waitlist', fullName: 'Nino Beridze' },
    ]);
  });

  it('shows the checklist page again with the e-mail typed and its message', async () => {
    const response = await post('/ka/career-checklist', {
      email: 'not-an-email',
      source: 'exit_intent',
      offer: 'career_checklist',
    });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain(kaErrors.email.invalid);
    expect(input(response.body, 'email')).toContain('value="not-an-email"');
    expect(input(response.body, 'email')).toContain('aria-invalid="true"');
  });
});

describe('POST /{lang}/checkout (docs/purchase.md "Checkout without JavaScript")', () => {
  it('opens the order like POST /api/checkout and answers 303 to the next-step page', async () => {
    const email = 'buyer.nojs@example.ge';
    const response = await post('/ka/checkout', {
      firstName: 'ნინო',
      lastName: 'ბერიძე',
      email,
      phoneNumber: '+995 599 12 34 56',
    });
    expect(response.statusCode).toBe(303);
    // The shipped configuration offers bank instalments for the price: the next page has the bank's form.
    expect(response.headers.location).toMatch(/^\/ka\/checkout\/contact-saved\?order=[\w-]{20,}$/);
    const orders = (await t.store.listOrders({})).filter((order) => order.contact.email === email);
    expect(orders).toHaveLength(1);
    expect(orders[0]).toMatchObject({
      status: 'payment_initiated',
      source: 'checkout',
      language: 'ka',
      utm: { source: 'facebook', campaign: 'fall' },
      contact: { firstName: 'ნინო', lastName: 'ბერიძე', phone: '+995599123456' },
    });
  });

  it('shows the contact step again with the values typed and the messages', async () => {
    const before = (await t.store.listOrders({})).length;
    const response = await post('/en/checkout', {
      firstName: '',
      lastName: 'B',
      email: 'x@',
      phoneNumber: '+995 ',
    });
    expect(response.statusCode).toBe(400);
    const html = response.body;
    expect(html).toContain(enErrors.email.invalid);
    expect(input(html, 'firstName')).toContain('autofocus=""');
    expect(input(html, 'lastName')).toContain('value="B"');
    expect(input(html, 'phoneNumber')).toContain('aria-invalid="true"');
    expect((await t.store.listOrders({})).length).toBe(before);
  });
});

describe('POST /{lang}/checkout with a promo code (docs/purchase.md "Promo codes")', () => {
  let promo: PaymentsApp;
  beforeAll(async () => {
    // On the test clock's cohort (№3, early bird 2500 ₾): 250 ₾ off, early bird included.
    const siteConfig = siteConfigFixture(shippedCohortsWithCapacity(100), {
      promoCodes: [{ code: 'PARTNER10', amountOff: 25_000, combinesWithEarlyBird: true }],
    });
    promo = await buildPaymentsApp(BUILT_SITE, { siteConfig });
  });
  afterAll(async () => {
    await promo?.app.close();
  });
  const postTo = (url: string, fields: Record<string, string>) =>
    promo.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...SAME_ORIGIN },
      payload: new URLSearchParams(fields).toString(),
    });
  const contact = (email: string) => ({
    firstName: 'ნინო',
    lastName: 'ბერიძე',
    email,
    phoneNumber: '+995 599 12 34 56',
  });

  it('opens the order at the discounted price for the code typed', async () => {
    const response = await postTo('/ka/checkout', {
      ...contact('promo.nojs@example.ge'),
      promoCode: ' partner10 ',
    });
    expect(response.statusCode).toBe(303);
    const [order] = await promo.store.listOrders({});
    expect(order).toMatchObject({
      priceTetri: 225_000,
      promo: { code: 'PARTNER10', discountTetri: 25_000 },
    });
  });

  it.each([
    ['ka', kaErrors.PROMO_CODE_UNKNOWN],
    ['en', enErrors.PROMO_CODE_UNKNOWN],
  ] as const)(
    'shows a refused code on its field in %s (422), with the values typed',
    async (language, message) => {
      const before = (await promo.store.listOrders({})).length;
      const response = await postTo(`/${language}/checkout`, {
        ...contact(`refused.${language}@example.ge`),
        promoCode: 'NOSUCHCODE',
      });
      expect(response.statusCode).toBe(422);
      expect(response.body).toContain(message);
      const field = input(response.body, 'promoCode');
      expect(field).toContain('value="NOSUCHCODE"');
      expect(field).toContain('aria-invalid="true"');
      expect(field).toContain('autofocus=""');
      expect(input(response.body, 'email')).toContain(`value="refused.${language}@example.ge"`);
      expect((await promo.store.listOrders({})).length).toBe(before);
    },
  );
});

describe('POST /{lang}/checkout from an address already holding three seats (docs/purchase.md "Seats")', () => {
  it('shows the contact step again with the hold-limit message above the fields (429), no order', async () => {
    const address = '198.51.100.50';
    const buy = (i: number) =>
      t.app.inject({
        method: 'POST',
        url: '/en/checkout',
        headers: { 'content-type': 'application/x-www-form-urlencoded', ...SAME_ORIGIN },
        payload: new URLSearchParams({
          firstName: 'Nino',
          lastName: 'Beridze',
          email: `holder${i}@example.ge`,
          phoneNumber: `+995 599 00 00 5${i}`,
        }).toString(),
        remoteAddress: address,
      });
    for (const i of [1, 2, 3]) expect((await buy(i)).statusCode).toBe(303);
    const before = (await t.store.listOrders({})).length;
    const fourth = await buy(4);
    expect(fourth.statusCode).toBe(429);
    expect(fourth.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(fourth.body).toContain(enErrors.CHECKOUT_HOLDS_LIMIT);
    expect(input(fourth.body, 'email')).toContain('value="holder4@example.ge"');
    expect((await t.store.listOrders({})).length).toBe(before);
  });
});

describe('the optional checkboxes in a refused post (docs/legal.md "Marketing opt-in")', () => {
  it('come back ticked on the page shown again, unticked when they were not', async () => {
    const checked = (html: string, name: string) =>
      /\schecked(=""|\s|>)/.test(
        html.match(new RegExp(`<input[^>]*name="${name}"[^>]*>`))?.[0] ?? '',
      );
    const checkout = await post('/en/checkout', {
      firstName: 'Nino',
      lastName: 'Beridze',
      email: 'x@',
      phoneNumber: '+995 599 12 34 56',
      marketingOptIn: 'on',
      expressStart: 'on',
    });
    expect(checkout.statusCode).toBe(400);
    expect(checked(checkout.body, 'marketingOptIn')).toBe(true);
    expect(checked(checkout.body, 'expressStart')).toBe(true);
    const registration = await post('/ka/webinar-registration', {
      email: 'x@',
      marketingOptIn: 'on',
    });
    expect(registration.statusCode).toBe(400);
    expect(checked(registration.body, 'marketingOptIn')).toBe(true);
    const unticked = await post('/ka/webinar-registration', { email: 'x@' });
    expect(checked(unticked.body, 'marketingOptIn')).toBe(false);
  });
});

describe('fuzzed form bodies (docs/security.md F1)', () => {
  const FIELDS = {
    '/en/webinar-registration': [
      'fullName',
      'phoneNumber',
      'email',
      'linkedinProfile',
      'source',
      'marketingOptIn',
    ],
    '/ka/career-checklist': ['email', 'source', 'offer', 'fullName', 'marketingOptIn'],
    '/en/checkout': [
      'firstName',
      'lastName',
      'email',
      'phoneNumber',
      'utm_source',
      'marketingOptIn',
      'expressStart',
    ],
  } as const;

  it.each(Object.entries(FIELDS))(
    '%s: never a 5xx, refusals are pages or coded',
    async (url, fields) => {
      const key = fc.oneof(
        fc.constantFrom(...fields, 'utm_campaign', '__proto__', 'constructor'),
        fc.string(),
      );
      const value = fc.oneof(
        fc.string(),
        fc.string({ unit: 'grapheme', maxLength: 300 }),
        fc.constant(''),
      );
      const body = fc.array(fc.tuple(key, value), { maxLength: 8 });
      await fc.assert(
        fc.asyncProperty(body, async (entries) => {
          const payload = new URLSearchParams(entries).toString();
          const response = await t.app.inject({
            method: 'POST',
            url,
            headers: { 'content-type': 'application/x-www-form-urlencoded', ...SAME_ORIGIN },
            payload,
          });
          expect(response.statusCode).toBeLessThan(500);
          expect([303, 400, 409, 413]).toContain(response.statusCode);
        }),
        { numRuns: 60 },
      );
    },
  );
});

describe('rate limits', () => {
  it('past the limit the page comes back with the "too many requests" message (429), nothing stored', async () => {
    const limited = await buildPaymentsApp(BUILT_SITE, {
      env: { FORM_RATE_LIMIT_PER_MINUTE: '2' },
    });
    try {
      const send = (email: string) =>
        limited.app.inject({
          method: 'POST',
          url: '/ka/webinar-registration',
          headers: { 'content-type': 'application/x-www-form-urlencoded', ...SAME_ORIGIN },
          payload: new URLSearchParams(registration({ email })).toString(),
        });
      expect((await send('one@example.ge')).statusCode).toBe(303);
      expect((await send('two@example.ge')).statusCode).toBe(303);
      const third = await send('three@example.ge');
      expect(third.statusCode).toBe(429);
      expect(third.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(third.body).toContain(kaErrors.RATE_LIMITED);
      const emails = (await limited.store.listLeads()).map((lead) => lead.email).sort();
      expect(emails).toEqual(['one@example.ge', 'two@example.ge']);
    } finally {
      await limited.app.close();
    }
  });
});
