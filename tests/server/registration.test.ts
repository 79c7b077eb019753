import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildLeadDeliveryApp,
  createLeadDeliveryWorkspace,
  type LeadDeliveryApp,
  validRegistration,
  waitFor,
} from './support/lead-delivery-app';

let workspace: ReturnType<typeof createLeadDeliveryWorkspace>;
let t: LeadDeliveryApp;

beforeAll(async () => {
  workspace = createLeadDeliveryWorkspace();
  // A long poll: these tests look at the outbox before the worker runs; the nudge is what delivers.
  t = await buildLeadDeliveryApp(workspace.fixture, workspace.dir, {
    env: { OUTBOX_POLL_MS: '3600000' },
  });
});

afterAll(async () => {
  await t.app.close();
  workspace.remove();
});

const post = (payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/registration', payload: payload as object, headers });

describe('POST /api/registration (docs/architecture.md "Flow 1: webinar registration")', () => {
  it('stores the lead with its sheet row and SMS in one go, answers 201, then delivers', async () => {
    const response = await post(
      validRegistration({ language: 'en', utm: { utm_source: 'facebook', campaign: 'fall' } }),
    );
    expect(response.statusCode).toBe(201);
    const { registrationId } = response.json() as { registrationId: string };
    const lead = await t.store.findLeadById(registrationId);
    expect(lead).toMatchObject({
      fullName: 'ნინო ბერიძე',
      email: 'nino.beridze@example.ge',
      phone: '+995555123456',
      linkedIn: 'https://www.linkedin.com/in/nino-beridze',
      city: 'Tbilisi',
      source: 'hero_registration_form',
      utm: { source: 'facebook', campaign: 'fall' },
    });
    const outbox = (await t.store.listOutbox()).filter((m) =>
      m.idempotencyKey.startsWith(registrationId),
    );
    expect(outbox.map((m) => [m.kind, m.idempotencyKey]).sort()).toEqual([
      ['email.webinar_confirmation', `${registrationId}:email.webinar_confirmation`],
      ['sheet.lead', `${registrationId}:sheet.lead`],
      ['sms.webinar_confirmation', `${registrationId}:sms.webinar_confirmation`],
    ]);
    expect(outbox.find((m) => m.kind === 'sms.webinar_confirmation')?.payload).toEqual({
      to: '+995555123456',
      language: 'en',
      firstName: 'ნინო',
    });

    await waitFor(() => t.sink.rows().length === 1 && t.sms.sent().length === 1);
    expect(t.sink.rows()[0]).toMatchObject({
      email: 'nino.beridze@example.ge',
      source: 'hero_registration_form',
      utmSource: 'facebook',
      utmCampaign: 'fall',
      idempotencyKey: `${registrationId}:sheet.lead`,
    });
    expect(t.sms.sent()[0]).toMatchObject({ to: '+995555123456' });
    expect(t.sms.sent()[0]?.text).toContain('webinar');
    await waitFor(async () => (await t.store.countOutbox('delivered')) === 3);
    // No personal data in the logs (docs/security.md "Logs").
    expect(t.logs()).not.toContain('555123456');
    expect(t.logs()).not.toContain('nino.beridze');
  });

  it('records the form source it is given and refuses a malformed one', async () => {
    const ok = await post(validRegistration({ phoneNumber: '555000111', source: 'webinar_page' }));
    expect(ok.statusCode).toBe(201);
    const lead = await t.store.findLeadById(ok.json().registrationId);
    expect(lead?.source).toBe('webinar_page');
    const bad = await post(validRegistration({ source: '=HYPERLINK("x")' }));
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({
      error: { code: 'VALIDATION_ERROR', issues: [{ field: 'source', code: 'VALIDATION_ERROR' }] },
    });
  });

  it('repeated e-mail: a new lead and sheet row, but no second SMS to the same phone', async () => {
    const smsBefore = (await t.store.listOutbox()).filter(
      (m) => m.kind === 'sms.webinar_confirmation',
    ).length;
    const body = validRegistration({ phoneNumber: '555987654', email: 'repeat@example.ge' });
    const first = await post(body);
    const second = await post(body);
    expect([first.statusCode, second.statusCode]).toEqual([201, 201]);
    expect(first.json().registrationId).not.toBe(second.json().registrationId);
    const outbox = await t.store.listOutbox();
    const sheetKeys = outbox.filter((m) => m.kind === 'sheet.lead').map((m) => m.idempotencyKey);
    expect(sheetKeys).toContain(`${first.json().registrationId}:sheet.lead`);
    expect(sheetKeys).toContain(`${second.json().registrationId}:sheet.lead`);
    const sms = outbox.filter((m) => m.kind === 'sms.webinar_confirmation');
    expect(sms.length).toBe(smsBefore + 1);
    expect(sms.some((m) => m.idempotencyKey.startsWith(second.json().registrationId))).toBe(false);
  });

  it.each([
    ['fullName', { fullName: 'N' }, 'full_name.too_short'],
    ['fullName', { fullName: undefined }, 'full_name.required'],
    ['phoneNumber', { phoneNumber: '12345' }, 'phone.must_be_9_digits'],
    ['phoneNumber', { phoneNumber: '+44 7700 900123' }, 'phone.not_georgian'],
    ['phoneNumber', { phoneNumber: undefined }, 'phone.required'],
    ['email', { email: 'not-an-email' }, 'email.invalid'],
    ['email', { email: undefined }, 'email.required'],
    ['linkedinProfile', { linkedinProfile: 'https://example.com/in/x' }, 'linkedin.invalid'],
    ['linkedinProfile', { linkedinProfile: undefined }, 'linkedin.required'],
    ['language', { language: 'ru' }, 'VALIDATION_ERROR'],
    ['admin', { admin: true }, 'VALIDATION_ERROR'],
  ])('400 names %s with its code (%j)', async (field, override, code) => {
    const before = (await t.store.listLeads()).length;
    const response = await post(validRegistration(override));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: { code: 'VALIDATION_ERROR', issues: [{ field, code }] },
    });
    expect((await t.store.listLeads()).length).toBe(before);
  });

  it('refuses a text/plain body with 415 and stores nothing', async () => {
    const before = (await t.store.listLeads()).length;
    const response = await post(JSON.stringify(validRegistration()), {
      'content-type': 'text/plain',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ error: { code: 'UNSUPPORTED_MEDIA_TYPE' } });
    expect((await t.store.listLeads()).length).toBe(before);
  });
});

describe('rate limit', () => {
  it('answers 429 RATE_LIMITED past the per-IP limit', async () => {
    const limited = createLeadDeliveryWorkspace();
    const app = await buildLeadDeliveryApp(limited.fixture, limited.dir, {
      env: { FORM_RATE_LIMIT_PER_MINUTE: '2' },
    });
    const codes = [];
    for (let i = 0; i < 3; i += 1) {
      const response = await app.app.inject({
        method: 'POST',
        url: '/api/registration',
        payload: validRegistration(),
      });
      codes.push(response.statusCode);
      if (i === 2) expect(response.json()).toEqual({ error: { code: 'RATE_LIMITED' } });
    }
    expect(codes).toEqual([201, 201, 429]);
    await app.app.close();
    limited.remove();
  });
});
