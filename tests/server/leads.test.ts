import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildLeadDeliveryApp,
  createLeadDeliveryWorkspace,
  type LeadDeliveryApp,
  waitFor,
} from './support/lead-delivery-app';

let workspace: ReturnType<typeof createLeadDeliveryWorkspace>;
let t: LeadDeliveryApp;

beforeAll(async () => {
  workspace = createLeadDeliveryWorkspace();
  t = await buildLeadDeliveryApp(workspace.fixture, workspace.dir);
});

afterAll(async () => {
  await t.app.close();
  workspace.remove();
});

const valid = { email: 'Giorgi@Example.GE', source: 'exit_intent', offer: 'career_checklist' };
const post = (payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/leads', payload: payload as object, headers });

describe('POST /api/leads (exit intent, docs/webinar.md "Leads and exit intent")', () => {
  it('stores the lead and its sheet row, answers 201 and delivers the row', async () => {
    const response = await post(valid);
    expect(response.statusCode).toBe(201);
    const { leadId } = response.json() as { leadId: string };
    expect(await t.store.findLeadById(leadId)).toMatchObject({
      email: 'giorgi@example.ge',
      fullName: null,
      phone: null,
      source: 'exit_intent',
    });
    const outbox = await t.store.listOutbox();
    expect(outbox.filter((m) => m.idempotencyKey.startsWith(leadId)).map((m) => m.kind)).toEqual([
      'sheet.lead',
    ]);
    await waitFor(() => t.sink.rows().length === 1);
    expect(t.sink.rows()[0]).toMatchObject({
      email: 'giorgi@example.ge',
      source: 'exit_intent',
      city: 'Unknown',
      fullName: '',
      idempotencyKey: `${leadId}:sheet.lead`,
    });
    expect(t.sms.sent()).toEqual([]);
  });

  it('stores a waitlist lead with its name and delivers it to the sheet with source waitlist', async () => {
    const response = await post({
      email: 'Eka@Example.ge',
      source: 'waitlist',
      fullName: 'ეკა ლი',
    });
    expect(response.statusCode).toBe(201);
    const { leadId } = response.json() as { leadId: string };
    expect(await t.store.findLeadById(leadId)).toMatchObject({
      email: 'eka@example.ge',
      fullName: 'ეკა ლი',
      source: 'waitlist',
    });
    await waitFor(() => t.sink.rows().some((row) => row.idempotencyKey === `${leadId}:sheet.lead`));
    expect(
      t.sink.rows().find((row) => row.idempotencyKey === `${leadId}:sheet.lead`),
    ).toMatchObject({
      email: 'eka@example.ge',
      fullName: 'ეკა ლი',
      source: 'waitlist',
    });
  });

  it.each([
    [
      { email: 'eka@example.ge', source: 'waitlist', offer: 'career_checklist' },
      'offer',
      'VALIDATION_ERROR',
    ],
    [{ ...valid, email: 'nope' }, 'email', 'email.invalid'],
    [{ source: 'exit_intent', offer: 'career_checklist' }, 'email', 'email.required'],
    [{ ...valid, source: 'hero_registration_form' }, 'source', 'VALIDATION_ERROR'],
    [{ ...valid, offer: 'discount' }, 'offer', 'VALIDATION_ERROR'],
    [{ ...valid, phoneNumber: '555123456' }, 'phoneNumber', 'VALIDATION_ERROR'],
  ])('400 for %j', async (payload, field, code) => {
    const response = await post(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: { code: 'VALIDATION_ERROR', issues: [{ field, code }] },
    });
  });

  it('refuses text/plain with 415', async () => {
    const response = await post(JSON.stringify(valid), { 'content-type': 'text/plain' });
    expect(response.statusCode).toBe(415);
  });
});
