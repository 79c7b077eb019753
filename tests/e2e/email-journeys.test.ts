import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { messageIdFor } from '../../adapters/email/message-id';
import { ORDER_RECEIPT_TEXTS } from '../../core/email-messages/order-receipt-texts';
import type { Language } from '../../core/language/languages';
import { formatMoney } from '../../core/money/format-money';
import { tetriConstant } from '../../core/money/money';
import { GEORGIAN_VAT_RATE_PERCENT, includedVat } from '../../core/money/vat';
import { findWebinarSession } from '../../core/webinar/session-choice';
import { siteConfigFixture } from '../support/site-config-fixture';
import { CHECKOUT_TEXTS } from './support/checkout-contract';
import { FUNNEL_TEXTS } from './support/funnel-texts';
import { waitForInteractive } from './support/hydration';
import { emailsTo, JOURNEY_SENDER, setUpMailSite } from './support/mail-site';
import {
  type Buyer,
  ordersOf,
  payContactStep,
  payWithCard,
  TEST_CARDS,
  waitUntil,
} from './support/purchase';
import { visit } from './support/visit';

/*
 * docs/messaging.md "E-mail" and "E-mail messages" end to end: Chromium buys the course on the
 * offline demo's local Flitt and registers for the webinar on the compiled server, which sends its
 * e-mail through a real SMTP relay (tests/fakes/smtp-fake-process.ts); what the relay received is
 * read as a mail client would (postal-mime) and its calendar entry with ical.js.
 *
 * The shipped build and configuration on the test clock (docs/operations.md "Test clock"): two days
 * before the last configured webinar session, so a session is ahead however old the file gets.
 */
const config = siteConfigFixture();
const lastSession = config.webinarSessions.at(-1);
if (lastSession === undefined) throw new Error('config/site.json has no webinar session');
const NOW = new Date(lastSession.startsAt.getTime() - 2 * 86_400_000);

const site = setUpMailSite({
  NODE_ENV: 'test',
  CLOCK_START: NOW.toISOString(),
  FLITT_MODE: 'demo',
  FLITT_DEMO_CALLBACKS: 'deliver',
});

const BUYERS: Record<Language, Buyer> = {
  ka: {
    firstName: 'ნინო',
    lastName: 'ბერიძე',
    email: 'nino.mail@example.ge',
    national: '555100501',
  },
  en: {
    firstName: 'Giorgi',
    lastName: 'Tsereteli',
    email: 'giorgi.mail@example.ge',
    national: '599100502',
  },
};

/** The terms and refund policy files a buyer in `language` receives, named with their versions. */
function legalFilenames(language: Language): string[] {
  const { terms, refund } = config.legal.documents;
  return (language === 'ka' ? ['ka'] : ['en', 'ka']).flatMap((copy) => [
    `terms-v${terms.version}-${copy}.txt`,
    `refund-policy-v${refund.version}-${copy}.txt`,
  ]);
}

describe('e-mail through a real SMTP relay (docs/messaging.md "E-mail messages")', () => {
  it.each<Language>(['ka', 'en'])(
    'a paid order in %s: exactly one confirmation, in that language, with the seller, VAT and terms',
    async (language) => {
      const buyer = BUYERS[language];
      const { page } = await visit(site.browser, site.server.baseUrl, `/${language}/checkout`, {
        prepare: (context) => context.clock.install({ time: NOW }),
      });
      await payContactStep(page, language, buyer);
      await payWithCard(page, language, TEST_CARDS.approved);
      const greeting = CHECKOUT_TEXTS[language].payment.success.titleNamed.replace(
        '{{name}}',
        buyer.firstName,
      );
      await page.getByRole('heading', { level: 1, name: greeting }).waitFor({ timeout: 20_000 });
      const [order] = await waitUntil(
        () => ordersOf(site.server, buyer.email),
        (rows) => rows[0]?.payment_status === 'approved',
        'the paid order',
      );
      const orderId = order?.merchant_order_id ?? '';

      const emails = await emailsTo(site.relay, buyer.email);
      expect(emails).toHaveLength(1);
      const [email] = emails;
      const t = ORDER_RECEIPT_TEXTS[language];
      expect(email).toMatchObject({
        from: JOURNEY_SENDER.address,
        subject: t.subject(orderId),
        messageId: messageIdFor(`${orderId}:email.order_receipt`, 'techcareer.ge'),
      });
      expect(email?.html).toContain(`<html lang="${language}">`);
      const { seller } = config;
      const amount = tetriConstant(order?.price_tetri ?? 0);
      const vatLine = seller.vatRegistered
        ? `${t.labels.vatIncluded(GEORGIAN_VAT_RATE_PERCENT)}: ${formatMoney(
            includedVat(amount, GEORGIAN_VAT_RATE_PERCENT),
            language,
          )}`
        : `${t.labels.vat}: ${t.vatNotApplicable}`;
      for (const fact of [
        orderId,
        seller.legalName[language],
        seller.identificationCode,
        `${t.labels.amount}: ${formatMoney(amount, language)}`,
        vatLine,
      ]) {
        expect(email?.text).toContain(fact);
      }
      expect(email?.attachments.map((file) => file.filename)).toEqual(legalFilenames(language));
      for (const file of email?.attachments ?? []) {
        expect(file.contentType).toBe('text/plain');
        expect(file.content).toContain(
          seller.legalName[file.filename.endsWith('-ka.txt') ? 'ka' : 'en'],
        );
      }
    },
  );

  it('a webinar registration: exactly one confirmation with the chosen session as a valid .ics', async () => {
    const texts = FUNNEL_TEXTS.ka.landing.form;
    const address = 'tamar.mail@example.ge';
    const { page } = await visit(site.browser, site.server.baseUrl, '/ka', {
      prepare: (context) => context.clock.install({ time: NOW }),
    });
    const form = page.locator('#registration-form');
    const field = (name: keyof typeof texts.fields) =>
      form.getByLabel(texts.fields[name].label, { exact: true });
    await waitForInteractive(field('fullName'));
    const sessionId = await form.getByLabel(texts.session.label, { exact: true }).inputValue();
    const session = findWebinarSession(config.webinarSessions, sessionId);
    if (session === undefined)
      throw new Error(`the form offered no configured session (${sessionId})`);
    await field('fullName').fill('თამარ ლომიძე');
    await field('phoneNumber').fill('555 72 00 01');
    await field('email').fill(address);
    await field('linkedinProfile').fill('linkedin.com/in/tamar-mail');
    await form.getByRole('button', { name: texts.submit, exact: true }).click();
    await form.getByRole('heading', { name: texts.success.title }).waitFor();

    const emails = await emailsTo(site.relay, address);
    expect(emails).toHaveLength(1);
    const [email] = emails;
    expect(email?.subject).toBe(`რეგისტრაცია დადასტურდა: ${session.title.ka}`);
    // The `text/calendar; method=PUBLISH` alternative, and the same entry attached as `.ics`.
    expect(email?.calendar?.method).toBe('PUBLISH');
    expect(email?.raw).toMatch(/^Content-Type: text\/calendar;.*\bmethod=PUBLISH\b/im);
    const files = (email?.attachments ?? []).filter((file) => file.filename.endsWith('.ics'));
    expect(files).toHaveLength(1);
    const calendar = new ICAL.Component(ICAL.parse(files[0]?.content ?? ''));
    expect(calendar.getFirstPropertyValue('method')).toBe('PUBLISH');
    const events = calendar.getAllSubcomponents('vevent');
    expect(events).toHaveLength(1);
    const event = new ICAL.Event(events[0]);
    expect(event.startDate.toJSDate().toISOString()).toBe(session.startsAt.toISOString());
    expect(files[0]?.content.replace(/\r\n/g, '\n')).toBe(email?.calendar?.content);
  });
});
