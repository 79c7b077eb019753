import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildLeadDeliveryApp,
  createLeadDeliveryWorkspace,
  type LeadDeliveryApp,
  waitFor,
} from './support/lead-delivery-app';

const TOKEN = 'op-7f3c9a1e5b2d4c6a8e0f1a2b3c4d5e6f';
const AUTH = { authorization: `Bearer ${TOKEN}` };

let workspace: ReturnType<typeof createLeadDeliveryWorkspace>;
let t: LeadDeliveryApp;

beforeAll(async () => {
  workspace = createLeadDeliveryWorkspace();
  t = await buildLeadDeliveryApp(workspace.fixture, workspace.dir, {
    env: { SMS_OPERATOR_TOKEN: TOKEN },
    caps: { phoneCooldownMs: 600_000, perPhonePerDay: 3, perIpPerDay: 10, globalPerDay: 300 },
  });
});

afterAll(async () => {
  await t.app.close();
  workspace.remove();
});

const send = (payload: unknown, headers: Record<string, string> = AUTH) =>
  t.app.inject({ method: 'POST', url: '/api/sms/send', payload: payload as object, headers });

const operatorBody = (overrides: Record<string, unknown> = {}) => ({
  template: 'webinar_confirmation',
  phoneNumber: '+995 599 12 34 56',
  language: 'ka',
  params: { firstName: 'ნინო' },
  ...overrides,
});

describe('POST /api/sms/send (docs/security.md "SMS")', () => {
  it('refuses anonymous callers with 401 and sends nothing, whatever the body', async () => {
    const spec = {
      phoneNumber: '+15551234567',
      message: 'Win a prize',
      sender: 'Bank',
      urgent: true,
    };
    for (const headers of [{}, { authorization: 'Bearer wrong-token-wrong-token-wrong-token' }]) {
      const response = await send(spec, headers);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ error: { code: 'UNAUTHORIZED' } });
      expect(response.headers['www-authenticate']).toBe('Bearer realm="sms-operator"');
    }
    expect(await t.store.listOutbox()).toEqual([]);
  });

  it('refuses free text and the spec sender even from the operator', async () => {
    const response = await send(operatorBody({ message: 'Any text', sender: 'Bank' }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: { code: 'VALIDATION_ERROR' } });
    expect(await t.store.listOutbox()).toEqual([]);
  });

  it.each([
    ['+15551234567', 'phone.not_georgian'],
    ['+995322123456', 'phone.must_start_with_5'],
    ['12ab', 'phone.digits_only'],
  ])('refuses %s as a recipient (%s)', async (phoneNumber, code) => {
    const response = await send(operatorBody({ phoneNumber }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: { code: 'VALIDATION_ERROR', issues: [{ field: 'phoneNumber', code }] },
    });
  });

  // Both server templates are deliverable (purchase_confirmation has its handler too).
  it('refuses an unknown template', async () => {
    for (const template of ['free_text', 'purchase', 'sheet.lead']) {
      const response = await send(operatorBody({ template }));
      expect(response.statusCode).toBe(400);
      expect(response.json().error.issues).toEqual([
        { field: 'template', code: 'VALIDATION_ERROR' },
      ]);
    }
  });

  it('queues the template for the outbox worker, which renders and sends it', async () => {
    const response = await send(operatorBody({ requestId: 'resend-0001' }));
    expect(response.statusCode).toBe(202);
    const [queued] = await t.store.listOutbox();
    expect(queued).toMatchObject({
      kind: 'sms.webinar_confirmation',
      idempotencyKey: 'sms.operator:resend-0001',
      payload: { to: '+995599123456', language: 'ka', firstName: 'ნინო' },
    });
    await waitFor(() => t.sms.sent().length === 1);
    expect(t.sms.sent()[0]).toMatchObject({ to: '+995599123456' });
    expect(t.sms.sent()[0]?.text.startsWith('ნინო, ')).toBe(true);
  });

  it('answers a retried request id without queueing it twice', async () => {
    const response = await send(
      operatorBody({ requestId: 'resend-0001', phoneNumber: '+995577000001' }),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'already_queued' });
    expect(await t.store.countOutbox('pending')).toBe(0);
  });

  it('applies the per-phone cool-down', async () => {
    const first = await send(operatorBody({ phoneNumber: '555111222' }));
    const second = await send(operatorBody({ phoneNumber: '555111222' }));
    expect(first.statusCode).toBe(202);
    expect(second.statusCode).toBe(429);
    expect(second.json()).toEqual({
      error: { code: 'sms.phone_cooldown', retryAt: expect.any(String) as string },
    });
  });

  it('answers every fuzzed operator body with a 4xx and a code, never a 5xx (property)', async () => {
    let run = 0;
    const statuses = new Set<number>();
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.anything(),
          fc.record({
            template: fc.oneof(fc.string(), fc.constant('webinar_confirmation')),
            phoneNumber: fc.oneof(fc.string(), fc.constant('555000111')),
            language: fc.oneof(fc.string(), fc.constant('en')),
            params: fc.anything(),
          }),
        ),
        async (body) => {
          run += 1;
          const response = await t.app.inject({
            method: 'POST',
            url: '/api/sms/send',
            headers: { ...AUTH, 'content-type': 'application/json' },
            payload: JSON.stringify(body) ?? 'null',
            // One address per body, so the per-IP rate limit does not hide the validation.
            remoteAddress: `10.1.${run >> 8}.${run & 255}`,
          });
          statuses.add(response.statusCode);
          expect(response.statusCode).toBeLessThan(500);
          if (response.statusCode >= 400) expect(typeof response.json().error.code).toBe('string');
        },
      ),
      {
        numRuns: 300,
        // A valid body is always tried, so the acceptance path is covered on every run, not by luck.
        examples: [
          [
            {
              template: 'webinar_confirmation',
              phoneNumber: '555000111',
              language: 'en',
              params: { firstName: 'Nino' },
            },
          ],
        ],
      },
    );
    expect(statuses.has(400)).toBe(true);
    expect(statuses.has(429) || statuses.has(202)).toBe(true);
  });

  it('rate-limits one address past 20 calls a minute, wrong tokens included', async () => {
    const codes: number[] = [];
    for (let attempt = 0; attempt < 21; attempt += 1) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/sms/send',
        payload: operatorBody(),
        headers: { authorization: `Bearer guess-${attempt}` },
        remoteAddress: '192.0.2.77',
      });
      codes.push(response.statusCode);
    }
    expect(codes.slice(0, 20).every((code) => code === 401)).toBe(true);
    expect(codes[20]).toBe(429);
  });
});

describe('POST /api/sms/send without a configured token', () => {
  it('refuses every caller, even one sending an empty bearer', async () => {
    const other = createLeadDeliveryWorkspace();
    const app = await buildLeadDeliveryApp(other.fixture, other.dir);
    try {
      for (const authorization of ['Bearer ', 'Bearer undefined', `Bearer ${TOKEN}`]) {
        const response = await app.app.inject({
          method: 'POST',
          url: '/api/sms/send',
          payload: operatorBody(),
          headers: { authorization },
        });
        expect(response.statusCode).toBe(401);
      }
      expect(await app.store.listOutbox()).toEqual([]);
    } finally {
      await app.app.close();
      other.remove();
    }
  });
});
