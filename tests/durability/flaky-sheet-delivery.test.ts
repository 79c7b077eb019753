import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAppsScriptLeadSink } from '../../adapters/leads/apps-script-lead-sink';
import { type AppsScriptFake, startAppsScriptFake } from '../fakes/apps-script-fake';
import {
  buildLeadDeliveryApp,
  createLeadDeliveryWorkspace,
  waitFor,
} from '../server/support/lead-delivery-app';

let fake: AppsScriptFake;
let workspace: ReturnType<typeof createLeadDeliveryWorkspace>;

beforeAll(async () => {
  fake = await startAppsScriptFake();
  workspace = createLeadDeliveryWorkspace();
});

afterAll(async () => {
  await fake.stop();
  workspace.remove();
});

describe('spreadsheet webhook down, then back (docs/security.md O2)', () => {
  it('delivers every lead exactly once through errors, timeouts and error bodies', async () => {
    // Real time, short timeout and small jitter so the retries happen within the test.
    const t = await buildLeadDeliveryApp(workspace.fixture, workspace.dir, {
      clock: { now: () => new Date(), advance: () => undefined },
      leadSink: createAppsScriptLeadSink({ url: fake.url, timeoutMs: 300 }),
      random: () => 0.05,
      // The breaker opens during the failures below; a short cool-down keeps the test short.
      env: { OUTBOX_BREAKER_COOLDOWN_MS: '200' },
    });
    fake.failNext('http500', 6);
    fake.failNext('timeout', 3);
    fake.failNext('error-body', 6);
    // The nasty one: the row is written, then the answer never comes, so the worker retries it.
    fake.failNext('timeout-after-write', 3);

    const ids: string[] = [];
    for (let index = 0; index < 20; index += 1) {
      const response = await t.app.inject({
        method: 'POST',
        url: index % 2 === 0 ? '/api/registration' : '/api/leads',
        payload:
          index % 2 === 0
            ? {
                fullName: 'ლევან კაპანაძე',
                phoneNumber: `5551000${String(index).padStart(2, '0')}`,
                email: `levan${index}@example.ge`,
                linkedinProfile: `levan-${index}`,
              }
            : {
                email: `visitor${index}@example.ge`,
                source: 'exit_intent',
                offer: 'career_checklist',
              },
      });
      expect(response.statusCode).toBe(201);
      const body = response.json() as { registrationId?: string; leadId?: string };
      ids.push(body.registrationId ?? body.leadId ?? '');
    }

    await waitFor(async () => {
      const pendingSheet = (await t.store.listOutbox({ status: 'pending' })).filter(
        (m) => m.kind === 'sheet.lead',
      );
      return pendingSheet.length === 0;
    }, 30_000);

    const keys = fake.rows().map((row) => row.idempotencyKey);
    expect(keys.length).toBe(20);
    expect(new Set(keys)).toEqual(new Set(ids.map((id) => `${id}:sheet.lead`)));
    expect(await t.store.countOutbox('dead')).toBe(0);
    // At-least-once on the wire: the rows written before a lost answer arrived again, and were skipped.
    expect(fake.deliveries().length).toBeGreaterThan(20);
    // The 302 was always followed with a GET, never a re-POST.
    expect(fake.requests().filter((r) => r.path === '/echo' && r.method !== 'GET')).toEqual([]);
    await t.app.close();
  }, 60_000);
});
