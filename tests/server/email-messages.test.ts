import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webinarSessionId } from '../../core/site-config/webinar-session-id';
import {
  buildLeadDeliveryApp,
  createLeadDeliveryWorkspace,
  type LeadDeliveryApp,
  validRegistration,
  waitFor,
} from './support/lead-delivery-app';
import {
  buildPaymentsApp,
  type PaymentsApp,
  postCallback,
  signedCallback,
  startCheckout,
} from './support/payments-app';
import { createSiteFixture, type SiteFixture } from './support/site-fixture';

/** The outbox rows of one kind whose key starts with `prefix` (an order or a lead id). */
async function rowsOf(
  store: PaymentsApp['store'],
  kind: string,
  prefix: string,
): Promise<readonly unknown[]> {
  return (await store.listOutbox()).filter(
    (message) => message.kind === kind && message.idempotencyKey.startsWith(prefix),
  );
}

describe('the order confirmation e-mail (docs/messaging.md "E-mail messages")', () => {
  let fixture: SiteFixture;
  let payments: PaymentsApp;
  beforeAll(async () => {
    fixture = createSiteFixture();
    payments = await buildPaymentsApp(fixture);
  });
  afterAll(async () => {
    await payments.app.close();
    fixture.remove();
  });

  it('a paid order queues exactly one receipt, which names the seller, the VAT and the card and carries the terms', async () => {
    const started = await startCheckout(payments, { email: 'receipt@example.ge' });
    const paid = await payments.app.inject({
      method: 'POST',
      url: '/flitt-demo/api/demo/pay',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        token: started.checkoutToken,
        card_number: '4444 5555 1111 6666',
        expiry: '12/39',
        cvv: '111',
      }).toString(),
    });
    expect(paid.json()).toMatchObject({ result: 'approved' });
    // The provider repeats its callback: still one receipt.
    await postCallback(payments.app, signedCallback(started.merchantOrderId));
    const key = `${started.merchantOrderId}:`;
    expect(await rowsOf(payments.store, 'email.order_receipt', key)).toHaveLength(1);

    await waitFor(() =>
      payments.email.sent().some((sent) => sent.message.to === 'receipt@example.ge'),
    );
    const receipts = payments.email
      .sent()
      .filter((sent) => sent.message.to === 'receipt@example.ge');
    expect(receipts).toHaveLength(1);
    const { message } = receipts[0] ?? { message: undefined };
    expect(message).toMatchObject({
      subject: `გადახდა მიღებულია: შეკვეთა ${started.merchantOrderId}`,
      category: 'transactional',
      idempotencyKey: `${started.merchantOrderId}:email.order_receipt`,
    });
    const text = message?.text ?? '';
    expect(text).toContain(`გადახდილი თანხა: ${(started.amountTetri / 100).toFixed(0)}`);
    expect(text).toMatch(/მათ შორის დღგ \(18%\): \d[\d\u00a0]*,\d\d\u00a0₾/);
    expect(text).toContain('გადახდის საშუალება: ბარათი 444455XXXXXX6666, Flitt-ის მეშვეობით');
    expect(text).toContain(
      'გამყიდველი: შპს „ტექ ქარიერი“ (შეზღუდული პასუხისმგებლობის საზოგადოება)',
    );
    expect(text).toContain('საიდენტიფიკაციო კოდი: 400000000');
    expect(text).toContain('ტელეფონი: +995 32 200 00 00');
    // No early start asked: access opens when the withdrawal period ends.
    expect(text).toContain('14-დღიანი უარის თქმის ვადის გასვლის შემდეგ გაიხსნება');
    expect(message?.html).toContain('<html lang="ka">');
    expect(message?.attachments?.map((file) => file.filename)).toEqual([
      'terms-v2.3-ka.txt',
      'refund-policy-v2.1-ka.txt',
    ]);
    expect(message?.attachments?.[1]?.content).toMatch(/^თანხის დაბრუნების პოლიტიკა\nვერსია 2\.1/);
  });

  it('an English buyer who asked for an early start is told access opens within 24 hours', async () => {
    const started = await startCheckout(payments, {
      email: 'early@example.ge',
      language: 'en',
      firstName: 'Nino',
      expressStart: true,
    });
    await postCallback(payments.app, signedCallback(started.merchantOrderId));
    await waitFor(() =>
      payments.email.sent().some((sent) => sent.message.to === 'early@example.ge'),
    );
    const message = payments.email
      .sent()
      .find((sent) => sent.message.to === 'early@example.ge')?.message;
    expect(message?.subject).toBe(`Payment received: order ${started.merchantOrderId}`);
    expect(message?.text).toContain('Access opens within 24 hours of payment.');
    expect(message?.attachments?.map((file) => file.filename)).toEqual([
      'terms-v2.3-en.txt',
      'refund-policy-v2.1-en.txt',
      'terms-v2.3-ka.txt',
      'refund-policy-v2.1-ka.txt',
    ]);
  });
});

describe('the webinar registration e-mail (docs/messaging.md "E-mail messages")', () => {
  const workspace = createLeadDeliveryWorkspace();
  let t: LeadDeliveryApp;
  beforeAll(async () => {
    t = await buildLeadDeliveryApp(workspace.fixture, workspace.dir);
  });
  afterAll(async () => {
    await t.app.close();
    workspace.remove();
  });

  it('queues one confirmation with the session, sent with a calendar entry whose UID is the served file’s', async () => {
    const session = webinarSessionId(new Date('2026-12-02T16:00:00Z'));
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/registration',
      payload: validRegistration({ webinarSession: session, language: 'en' }),
    });
    expect(answer.statusCode).toBe(201);
    const { registrationId } = answer.json() as { registrationId: string };
    expect(await rowsOf(t.store, 'email.webinar_confirmation', registrationId)).toHaveLength(1);
    // Its reminders are queued beside the SMS ones, due a day and an hour before.
    const reminders = (await t.store.listOutbox()).filter(
      (message) =>
        message.kind.startsWith('email.webinar_reminder') &&
        message.idempotencyKey.startsWith(registrationId),
    );
    expect(reminders.map((message) => message.nextAttemptAt.toISOString()).sort()).toEqual([
      '2026-12-01T16:00:00.000Z',
      '2026-12-02T15:00:00.000Z',
    ]);

    await waitFor(() => t.email.sent().length === 1);
    const message = t.email.sent()[0]?.message;
    expect(message).toMatchObject({
      to: 'nino.beridze@example.ge',
      subject: 'You are registered: Career, income and investing: a plan for 2027',
      idempotencyKey: `${registrationId}:email.webinar_confirmation`,
    });
    expect(message?.text).toContain('When: December 2, 2026, 20:00 (Tbilisi time)');
    const ics = message?.calendar?.content ?? '';
    const calendar = new ICAL.Component(ICAL.parse(ics));
    expect(calendar.getFirstPropertyValue('method')).toBe('PUBLISH');
    const event = new ICAL.Event(calendar.getFirstSubcomponent('vevent') ?? undefined);
    expect(event.startDate.toString()).toBe('2026-12-02T16:00:00Z');

    const served = await t.app.inject({
      method: 'GET',
      url: `/api/webinar/sessions/${session}/calendar.ics?registration=${registrationId}&lang=en`,
    });
    const servedEvent = new ICAL.Event(
      new ICAL.Component(ICAL.parse(served.body)).getFirstSubcomponent('vevent') ?? undefined,
    );
    expect(event.uid).toBe(servedEvent.uid);
  });
});
