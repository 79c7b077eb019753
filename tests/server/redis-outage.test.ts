import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SiteServer, startSiteServer } from '../e2e/support/site-server';
import { type SmsOfficeFake, startSmsOfficeFake } from '../fakes/smsoffice-fake';
import { startTcpProxy, type TcpProxy } from '../fakes/tcp-proxy';
import {
  createLeadDeliveryWorkspace,
  validRegistration,
  waitFor,
} from './support/lead-delivery-app';
import { deleteRedisKeys, freshRedisPrefix } from './support/shared-redis';

// Redis unreachable (docs/security.md "Shared state across instances"): the real server with
// REDIS_URL pointing at a proxy that drops every connection. Forms still pass (rate limits fail
// open), capped SMS wait in the outbox (the caps fail closed), /health says so. With a real Redis
// behind the proxy (TEST_REDIS_URL), the proxy then lets it through and the waiting SMS go out once.
const redisUrl = process.env.TEST_REDIS_URL ?? '';
const FORM_LIMIT = 3;
const POSTS = 6;
const keyPrefix = freshRedisPrefix();
let workspace: ReturnType<typeof createLeadDeliveryWorkspace>;
let gateway: SmsOfficeFake;
let proxy: TcpProxy;
let server: SiteServer;

interface SmsRow {
  readonly status: string;
  readonly attempts: number;
  readonly last_error: string | null;
}

function smsRows(): SmsRow[] {
  const db = new Database(server.sqlitePath, { readonly: true, fileMustExist: true });
  try {
    return db
      .prepare(`SELECT status, attempts, last_error FROM outbox WHERE kind LIKE 'sms.%'`)
      .all() as SmsRow[];
  } finally {
    db.close();
  }
}

async function health(): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await fetch(`${server.baseUrl}/health`);
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

beforeAll(async () => {
  workspace = createLeadDeliveryWorkspace();
  gateway = await startSmsOfficeFake();
  const target = redisUrl === '' ? { hostname: '127.0.0.1', port: '1' } : new URL(redisUrl);
  proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 6379) });
  proxy.setMode('down');
  server = await startSiteServer({
    REDIS_URL: `redis://127.0.0.1:${proxy.port}`,
    REDIS_KEY_PREFIX: keyPrefix,
    SITE_DIR: workspace.fixture.siteDir,
    LOCALES_DIR: workspace.fixture.localesDir,
    FORM_RATE_LIMIT_PER_MINUTE: String(FORM_LIMIT),
    SMS_PROVIDER: 'smsoffice',
    SMSOFFICE_API_KEY: gateway.apiKey,
    SMSOFFICE_BASE_URL: gateway.baseUrl,
    OUTBOX_POLL_MS: '100',
  });
}, 60_000);

afterAll(async () => {
  await server?.stop();
  await proxy?.stop();
  await gateway?.stop();
  workspace?.remove();
  if (redisUrl !== '') await deleteRedisKeys(redisUrl, keyPrefix);
});

// The waits below allow the outbox's retries and Redis's reconnection up to 30 s: the test may take as long.
describe('Redis unreachable', { timeout: 40_000 }, () => {
  it('keeps answering forms past the limit (rate limits fail open)', async () => {
    const statuses: number[] = [];
    for (let index = 0; index < POSTS; index += 1) {
      const response = await fetch(`${server.baseUrl}/api/registration`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(
          validRegistration({
            phoneNumber: `5993${String(index).padStart(5, '0')}`,
            email: `outage${index}@example.ge`,
          }),
        ),
      });
      statuses.push(response.status);
    }
    expect(statuses).toEqual(Array.from({ length: POSTS }, () => 201));
  });

  it('keeps every SMS waiting in the outbox instead of sending it uncapped', async () => {
    await waitFor(() => {
      const rows = smsRows();
      return (
        rows.length === POSTS && rows.every((row) => row.attempts >= 2 || row.status !== 'pending')
      );
    }, 15_000);
    for (const row of smsRows()) {
      expect(row).toMatchObject({ status: 'pending', last_error: 'sms.caps_unavailable' });
    }
    expect(gateway.messages()).toEqual([]);
  });

  it('says so in /health (still 200: the site works) and in the log', async () => {
    const answer = await health();
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ status: 'degraded', database: 'ok', redis: 'unavailable' });
    expect(server.output()).toContain('Redis unreachable');
  });

  it.runIf(redisUrl !== '')('sends each waiting SMS once when Redis is back', async () => {
    proxy.setMode('forward');
    await waitFor(async () => (await health()).body.redis === 'ok', 10_000);
    await waitFor(() => smsRows().every((row) => row.status === 'delivered'), 20_000);
    expect(gateway.messages()).toHaveLength(POSTS);
    expect((await health()).body).toMatchObject({ status: 'ok', redis: 'ok' });
  });
});
