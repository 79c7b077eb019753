import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LeadRecord } from '../../core/ports/lead-store';
import {
  buildLeadDeliveryApp,
  createLeadDeliveryWorkspace,
  type LeadDeliveryApp,
  validRegistration,
  waitFor,
} from './support/lead-delivery-app';
import { type DisposableStore, STORE_KINDS } from './support/store-kinds';

const ORIGIN = 'https://example.ge';
const FORM_HEADERS = {
  'content-type': 'application/x-www-form-urlencoded',
  'sec-fetch-site': 'same-origin',
  origin: ORIGIN,
  referer: `${ORIGIN}/ka/webinar-registration`,
};

/*
 * docs/legal.md "Marketing opt-in": each lead form has a separate, unticked opt-in; the lead keeps
 * the choice and the sheet row carries it in its own column, on every store.
 */
describe.each(STORE_KINDS)('marketing opt-in on $name', ({ make }) => {
  let disposable: DisposableStore;
  let workspace: ReturnType<typeof createLeadDeliveryWorkspace>;
  let t: LeadDeliveryApp;

  beforeAll(async () => {
    disposable = await make();
    workspace = createLeadDeliveryWorkspace();
    t = await buildLeadDeliveryApp(workspace.fixture, workspace.dir, { store: disposable.store });
  });
  afterAll(async () => {
    await t.app.close();
    await disposable.dispose();
    workspace.remove();
  });

  async function sheetRowOf(lead: LeadRecord) {
    await waitFor(() =>
      t.sink.rows().some((row) => row.idempotencyKey === `${lead.id}:sheet.lead`),
    );
    return t.sink.rows().find((row) => row.idempotencyKey === `${lead.id}:sheet.lead`);
  }

  async function storedLead(email: string): Promise<LeadRecord> {
    const lead = (await t.store.listLeads({})).find((one) => one.email === email);
    if (lead === undefined) throw new Error(`no lead for ${email}`);
    return lead;
  }

  it('a registration with the opt-in and one without: the lead and the sheet row carry each choice', async () => {
    const withOptIn = await t.app.inject({
      method: 'POST',
      url: '/api/registration',
      payload: validRegistration({ email: 'yes@example.ge', marketingOptIn: true }),
    });
    const withoutOptIn = await t.app.inject({
      method: 'POST',
      url: '/api/registration',
      payload: validRegistration({ email: 'no@example.ge', phoneNumber: '555123457' }),
    });
    expect([withOptIn.statusCode, withoutOptIn.statusCode]).toEqual([201, 201]);
    const yes = await storedLead('yes@example.ge');
    const no = await storedLead('no@example.ge');
    expect([yes.marketingOptIn, no.marketingOptIn]).toEqual([true, false]);
    expect((await sheetRowOf(yes))?.marketingOptIn).toBe('yes');
    expect((await sheetRowOf(no))?.marketingOptIn).toBe('no');
  });

  it('the no-JS form post and the exit-intent e-mail store a ticked box as the opt-in', async () => {
    const form = new URLSearchParams({
      fullName: 'ნინო ბერიძე',
      phoneNumber: '555 12 34 58',
      email: 'form@example.ge',
      linkedinProfile: 'https://www.linkedin.com/in/nino-beridze',
      marketingOptIn: 'on',
    });
    const posted = await t.app.inject({
      method: 'POST',
      url: '/ka/webinar-registration',
      headers: FORM_HEADERS,
      payload: form.toString(),
    });
    expect(posted.statusCode).toBe(303);
    const exitIntent = await t.app.inject({
      method: 'POST',
      url: '/api/leads',
      payload: {
        email: 'checklist@example.ge',
        source: 'exit_intent',
        offer: 'career_checklist',
        marketingOptIn: true,
      },
    });
    expect(exitIntent.statusCode).toBe(201);
    for (const email of ['form@example.ge', 'checklist@example.ge']) {
      const lead = await storedLead(email);
      expect(lead.marketingOptIn).toBe(true);
      expect((await sheetRowOf(lead))?.marketingOptIn).toBe('yes');
    }
  });

  it('refuses an opt-in that is neither a boolean nor a ticked box', async () => {
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/registration',
      payload: validRegistration({ email: 'bad@example.ge', marketingOptIn: 'yes' }),
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.issues).toEqual([
      { field: 'marketingOptIn', code: 'VALIDATION_ERROR' },
    ]);
  });
});
