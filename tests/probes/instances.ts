/**
 * `npm run probe:instances [-- --without-redis]`: two real server processes on one PostgreSQL database
 * (and one Redis), probed from outside like a black box (docs/security.md "Shared state across instances").
 * Prints how many of 24 alternating form posts were accepted against a limit of 10 a minute, and how many
 * SMS each of 10 phones received when registered through both instances at once and then through each in turn.
 * `--without-redis` runs the same with per-process memory, to show what sharing prevents.
 * Needs TEST_DATABASE_URL (or DATABASE_URL) and TEST_REDIS_URL (or REDIS_URL, default redis://127.0.0.1:6379).
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type SiteServer, startSiteServer } from '../e2e/support/site-server';
import { startSmsOfficeFake } from '../fakes/smsoffice-fake';
import {
  createLeadDeliveryWorkspace,
  validRegistration,
} from '../server/support/lead-delivery-app';
import { deleteRedisKeys, freshRedisPrefix } from '../server/support/shared-redis';

const FORM_LIMIT = 10;
const POSTS = 24;
/** Phones registered through both instances (raced at once, then one after the other). */
const PHONES = 10;
const databaseUrl = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL ?? '';
const redisUrl = process.env.TEST_REDIS_URL ?? process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const withRedis = !process.argv.includes('--without-redis');

if (databaseUrl === '') {
  console.error(
    'Set TEST_DATABASE_URL (or DATABASE_URL) to a PostgreSQL database the probe may use.',
  );
  process.exit(2);
}

async function sql(text: string, values: unknown[] = []): Promise<Record<string, unknown>[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query(text, values)).rows;
  } finally {
    await client.end();
  }
}

async function register(server: SiteServer, ip: string, phone: string, email: string) {
  const response = await fetch(`${server.baseUrl}/api/registration`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
    body: JSON.stringify(validRegistration({ phoneNumber: phone, email })),
  });
  return response.status;
}

const schema = `probe_instances_${randomBytes(6).toString('hex')}`;
const keyPrefix = freshRedisPrefix();
const workspace = createLeadDeliveryWorkspace();
const gateway = await startSmsOfficeFake();
await sql(`CREATE SCHEMA "${schema}"`);
const url = new URL(databaseUrl);
url.searchParams.set('options', `-c search_path=${schema}`);
const env = {
  DATABASE_URL: url.toString(),
  ...(withRedis ? { REDIS_URL: redisUrl, REDIS_KEY_PREFIX: keyPrefix } : {}),
  SITE_DIR: workspace.fixture.siteDir,
  LOCALES_DIR: workspace.fixture.localesDir,
  TRUST_PROXY: 'on',
  FORM_RATE_LIMIT_PER_MINUTE: String(FORM_LIMIT),
  SMS_PROVIDER: 'smsoffice',
  SMSOFFICE_API_KEY: gateway.apiKey,
  SMSOFFICE_BASE_URL: gateway.baseUrl,
  OUTBOX_POLL_MS: '100',
};
const servers: SiteServer[] = [];
try {
  servers.push(...(await Promise.all([startSiteServer(env), startSiteServer(env)])));
  const [a, b] = servers as [SiteServer, SiteServer];
  console.log(
    `two instances ${withRedis ? `sharing ${redisUrl}` : 'WITHOUT Redis (per-process memory)'}`,
  );

  const statuses: number[] = [];
  for (let index = 0; index < POSTS; index += 1) {
    const phone = `5991${String(index).padStart(5, '0')}`;
    statuses.push(
      await register(index % 2 === 0 ? a : b, '198.51.100.10', phone, `p${index}@example.ge`),
    );
  }
  const accepted = statuses.filter((status) => status === 201).length;
  const limited = statuses.filter((status) => status === 429).length;
  console.log(
    `form posts: ${POSTS} alternating, limit ${FORM_LIMIT}/min -> ${accepted} accepted, ${limited} answered 429` +
      ` (ratio accepted/limit ${(accepted / FORM_LIMIT).toFixed(2)})`,
  );

  // Each phone: registered through both instances at once, then through each in turn, all inside
  // the cool-down; the phones race each other too. Every IP is different, so only per-phone caps apply.
  const phones = Array.from(
    { length: PHONES },
    (_, index) => `59977${String(index).padStart(4, '0')}`,
  );
  let ip = 30;
  const nextIp = () => `198.51.100.${ip++}`;
  await Promise.all(
    phones.map(async (phone) => {
      await Promise.all([
        register(a, nextIp(), phone, `race-a-${phone}@example.ge`),
        register(b, nextIp(), phone, `race-b-${phone}@example.ge`),
      ]);
      await register(a, nextIp(), phone, `then-a-${phone}@example.ge`);
      await register(b, nextIp(), phone, `then-b-${phone}@example.ge`);
    }),
  );
  // The outbox workers poll every 100 ms; give both instances time to deliver whatever they queued.
  await new Promise((resolve) => setTimeout(resolve, 3_000));
  const sentPerPhone = phones.map(
    (phone) => gateway.messages().filter((message) => message.destination === `995${phone}`).length,
  );
  const queued = await sql(
    `SELECT status, count(*)::int AS n FROM "${schema}".outbox
      WHERE kind LIKE 'sms.%' AND payload->>'to' LIKE '+99559977%' GROUP BY status ORDER BY status`,
  );
  console.log(
    `${PHONES} phones x 4 registrations through both instances inside the cool-down -> SMS queued: ` +
      `${queued.map((row) => `${String(row.n)} ${String(row.status)}`).join(', ')}; ` +
      `sent per phone: max ${Math.max(...sentPerPhone)}, total ${sentPerPhone.reduce((x, y) => x + y, 0)} ` +
      `(cap: 1 per phone, ${PHONES} in all)`,
  );
} finally {
  await Promise.all(servers.map((server) => server.stop()));
  await gateway.stop();
  workspace.remove();
  await sql(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
  if (withRedis) await deleteRedisKeys(redisUrl, keyPrefix);
}
