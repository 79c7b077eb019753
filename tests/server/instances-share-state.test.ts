import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SiteServer, startSiteServer } from '../e2e/support/site-server';
import { type SmsOfficeFake, startSmsOfficeFake } from '../fakes/smsoffice-fake';
import {
  createLeadDeliveryWorkspace,
  validRegistration,
  waitFor,
} from './support/lead-delivery-app';
import { deleteRedisKeys, freshRedisPrefix } from './support/shared-redis';

// Two real server processes on one PostgreSQL database and one Redis (docs/security.md R2): what one instance
// counted, the other sees (docs/security.md "Shared state across instances"). CI sets both URLs.
const redisUrl = process.env.TEST_REDIS_URL ?? '';
const databaseUrl = process.env.TEST_DATABASE_URL ?? '';

const FORM_LIMIT = 10;
const schema = `instances_${randomBytes(6).toString('hex')}`;
const keyPrefix = freshRedisPrefix();
let workspace: ReturnType<typeof createLeadDeliveryWorkspace>;
let gateway: SmsOfficeFake;
let instances: SiteServer[] = [];

async function sql<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Posts a registration to `server` as the client at `ip` (TRUST_PROXY=on reads X-Forwarded-For). */
async function register(server: SiteServer, ip: string, body: Record<string, unknown>) {
  const response = await fetch(`${server.baseUrl}/api/registration`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as unknown };
}

describe.runIf(redisUrl !== '' && databaseUrl !== '')('two instances sharing Redis', () => {
  beforeAll(async () => {
    workspace = createLeadDeliveryWorkspace();
    gateway = await startSmsOfficeFake();
    // Both instances work in a schema of their own, dropped afterwards (search_path in the URL).
    await sql((client) => client.query(`CREATE SCHEMA "${schema}"`));
    const url = new URL(databaseUrl);
    url.searchParams.set('options', `-c search_path=${schema}`);
    const env = {
      DATABASE_URL: url.toString(),
      REDIS_URL: redisUrl,
      REDIS_KEY_PREFIX: keyPrefix,
      SITE_DIR: workspace.fixture.siteDir,
      LOCALES_DIR: workspace.fixture.localesDir,
      TRUST_PROXY: 'on',
      FORM_RATE_LIMIT_PER_MINUTE: String(FORM_LIMIT),
      SMS_PROVIDER: 'smsoffice',
      SMSOFFICE_API_KEY: gateway.apiKey,
      SMSOFFICE_BASE_URL: gateway.baseUrl,
      OUTBOX_POLL_MS: '100',
    };
    instances = await Promise.all([startSiteServer(env), startSiteServer(env)]);
  }, 60_000);

  afterAll(async () => {
    await Promise.all(instances.map((server) => server.stop()));
    await gateway?.stop();
    workspace?.remove();
    await sql((client) => client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`));
    await deleteRedisKeys(redisUrl, keyPrefix);
  });

  it('report Redis in /health', async () => {
    for (const server of instances) {
      const health = await fetch(`${server.baseUrl}/health`);
      expect(await health.json()).toMatchObject({ status: 'ok', redis: 'ok' });
    }
  });

  it('admit at most the form limit across both: 24 alternating posts, the rest 429 RATE_LIMITED', async () => {
    const answers = [];
    for (let index = 0; index < 24; index += 1) {
      const server = instances[index % 2] as SiteServer;
      const body = validRegistration({
        phoneNumber: `5991${String(index).padStart(5, '0')}`,
        email: `limit${index}@example.ge`,
      });
      answers.push(await register(server, '198.51.100.10', body));
    }
    const accepted = answers.filter((answer) => answer.status === 201);
    const limited = answers.filter((answer) => answer.status === 429);
    expect(accepted).toHaveLength(FORM_LIMIT);
    expect(limited).toHaveLength(24 - FORM_LIMIT);
    for (const answer of limited) expect(answer.body).toEqual({ error: { code: 'RATE_LIMITED' } });
  });

  it('send one SMS per phone registered through both at once, inside the cool-down', async () => {
    const phones = ['599777001', '599777002', '599777003'];
    const answers = await Promise.all(
      phones.flatMap((phone, p) =>
        instances.map((server, index) =>
          register(
            server,
            `198.51.100.${20 + 2 * p + index}`,
            validRegistration({ phoneNumber: phone, email: `twice${p}-${index}@example.ge` }),
          ),
        ),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(phones.flatMap(() => [201, 201]));
    const smsRows = () =>
      sql(async (client) => {
        const result = await client.query<{ to: string; status: string }>(
          `SELECT payload->>'to' AS to, status FROM "${schema}".outbox
            WHERE kind = 'sms.webinar_confirmation' AND payload->>'to' LIKE '+99559977700%'
            ORDER BY 1`,
        );
        return result.rows;
      });
    await waitFor(async () => (await smsRows()).every((row) => row.status !== 'pending'), 10_000);
    expect(await smsRows()).toEqual(
      phones.map((phone) => ({ to: `+995${phone}`, status: 'delivered' })),
    );
    for (const phone of phones) {
      const sent = gateway.messages().filter((sms) => sms.destination === `995${phone}`);
      expect(sent).toHaveLength(1);
    }
  });

  it('shut down cleanly on SIGTERM, closing their Redis connections', async () => {
    await Promise.all(instances.map((server) => server.stop()));
    expect(instances.map((server) => server.exitCode())).toEqual([0, 0]);
    for (const server of instances) expect(server.output()).not.toContain('shutdown failed');
  });
});
