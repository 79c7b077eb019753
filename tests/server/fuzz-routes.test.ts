import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentType, payload } from './support/fuzz-bodies';
import {
  buildLeadDeliveryApp,
  createLeadDeliveryWorkspace,
  type LeadDeliveryApp,
  validRegistration,
} from './support/lead-delivery-app';

const OPERATOR_TOKEN = 'fuzz-operator-token-0123456789abcdef';

let workspace: ReturnType<typeof createLeadDeliveryWorkspace>;
let t: LeadDeliveryApp;

beforeAll(async () => {
  workspace = createLeadDeliveryWorkspace();
  t = await buildLeadDeliveryApp(workspace.fixture, workspace.dir, {
    env: { SMS_OPERATOR_TOKEN: OPERATOR_TOKEN },
  });
});

afterAll(async () => {
  await t.app.close();
  workspace.remove();
});

/** Each lead, geo and SMS POST route: a valid body, the statuses of acceptance, headers it needs (docs/security.md F1). */
const routes: readonly [
  string,
  Record<string, unknown>,
  readonly number[],
  Record<string, string>,
][] = [
  ['/api/registration', validRegistration(), [201], {}],
  [
    '/api/leads',
    { email: 'fuzz@example.ge', source: 'exit_intent', offer: 'career_checklist' },
    [201],
    {},
  ],
  ['/api/geo/override', { country: 'GE' }, [200], {}],
  [
    '/api/sms/send',
    {
      template: 'webinar_confirmation',
      phoneNumber: '555000111',
      language: 'en',
      params: { firstName: 'Nino' },
    },
    [200, 202],
    { authorization: `Bearer ${OPERATOR_TOKEN}` },
  ],
];

describe.each(routes)('fuzzing POST %s', (url, base, accepted, auth) => {
  it('1,000 bodies: zero 5xx, every rejection a 4xx with error.code', async () => {
    const statuses = new Map<number, number>();
    let run = 0;
    await fc.assert(
      fc.asyncProperty(payload(base), contentType, async (body, type) => {
        run += 1;
        const headers: Record<string, string> =
          type === '' ? { ...auth } : { ...auth, 'content-type': type };
        let response: Awaited<ReturnType<typeof t.app.inject>>;
        try {
          response = await t.app.inject({
            method: 'POST',
            url,
            payload: body,
            headers,
            // One client address per body: the per-IP rate limits must not hide the validation.
            remoteAddress: `10.2.${run >> 8}.${run & 255}`,
          });
        } catch {
          // light-my-request refuses header values Node would never send (control characters).
          return;
        }
        statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
        expect(response.statusCode).toBeLessThan(500);
        if (response.statusCode >= 400) {
          expect(response.json()).toMatchObject({ error: { code: expect.any(String) } });
        } else {
          expect(accepted).toContain(response.statusCode);
        }
      }),
      // The valid body is always among the runs, so acceptance is covered on every run.
      { numRuns: 1000, examples: [[JSON.stringify(base), 'application/json']] },
    );
    // The generators reached both sides: some accepted, some refused, more than one reason.
    expect(accepted.some((status) => (statuses.get(status) ?? 0) > 0)).toBe(true);
    expect([...statuses.keys()].filter((status) => status >= 400).length).toBeGreaterThan(2);
  }, 120_000);
});
