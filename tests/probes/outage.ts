/**
 * `npm run probe:outage`: the spreadsheet webhook is down for 30 minutes (HTTP 500s, time-outs,
 * error bodies inside 200s, rows written whose answer is lost) while 50 leads arrive, then it comes
 * back. Runs the real server (`server/main.ts`) against the Apps Script fake with every outbox
 * timing divided by `--scale` (docs/operations.md "Outbox timings"), and prints the figures:
 * rows in the sheet, each once, and dead letters (docs/messaging.md "Retries and the horizon").
 *
 *   npm run probe:outage [-- --minutes 30 --scale 60 --leads 50 --breaker-threshold 5]
 *
 * A huge `--breaker-threshold` (e.g. 10000) keeps the circuit closed: the retry horizon alone
 * must then carry the rows through.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startAppsScriptFake } from '../fakes/apps-script-fake';
import { startSmtpFake } from '../fakes/smtp-fake';
import { createSiteFixture } from '../server/support/site-fixture';
import { pollUntil, startServerProcess } from './support/server-process';

const arg = (name: string, fallback: number) => {
  const at = process.argv.indexOf(`--${name}`);
  return at === -1 ? fallback : Number(process.argv[at + 1]);
};
const minutes = arg('minutes', 30);
const scale = arg('scale', 60);
const leads = arg('leads', 50);
const threshold = arg('breaker-threshold', 5);
/** A production duration on the probe's clock. */
const scaled = (ms: number, floor = 1) => String(Math.max(floor, Math.round(ms / scale)));

interface Health {
  readonly outbox: { pending: number; dead: number; circuits?: Record<string, string> };
}

const fixture = createSiteFixture();
const dir = mkdtempSync(join(tmpdir(), 'probe-outage-'));
const sheet = await startAppsScriptFake({ dedupe: true });
// The registrations' confirmation e-mails go out through a relay that stays up: without one they
// wait, paused, and the outbox would never reach 0 pending.
const relay = await startSmtpFake();
const server = await startServerProcess({
  SQLITE_PATH: join(dir, 'site.db'),
  SITE_DIR: fixture.siteDir,
  LOCALES_DIR: fixture.localesDir,
  SHEETS_WEBHOOK_URL: sheet.url,
  SMTP_URL: relay.url,
  EMAIL_FROM: 'TechCareer <no-reply@example.ge>',
  FORM_RATE_LIMIT_PER_MINUTE: '100000',
  SMS_MAX_PER_IP_PER_DAY: '100000',
  // Production defaults divided by the scale: 1 s base, 10 min cap, 72 h horizon, 1 min cool-down,
  // 15 s webhook time-out, 60 s lease.
  OUTBOX_RETRY_BASE_MS: scaled(1000),
  OUTBOX_RETRY_CAP_MS: scaled(600_000),
  OUTBOX_RETRY_HORIZON_MS: scaled(72 * 3_600_000, 1000),
  OUTBOX_BREAKER_THRESHOLD: String(threshold),
  OUTBOX_BREAKER_COOLDOWN_MS: scaled(60_000, 10),
  SHEETS_WEBHOOK_TIMEOUT_MS: scaled(15_000, 50),
  OUTBOX_LEASE_MS: scaled(60_000, 1000),
  OUTBOX_POLL_MS: scaled(500, 50),
});
const health = async () => (await (await fetch(`${server.baseUrl}/health`)).json()) as Health;

try {
  const outageMs = (minutes * 60_000) / scale;
  const started = Date.now();
  sheet.outage(['http500', 'timeout', 'error-body', 'timeout-after-write']);
  const circuitStates = new Set<string>();
  const ids: string[] = [];
  // The leads arrive evenly over the outage, half registrations and half exit-intent e-mails.
  for (let index = 0; index < leads; index += 1) {
    const registration = index % 2 === 0;
    const response = await fetch(
      `${server.baseUrl}${registration ? '/api/registration' : '/api/leads'}`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(
          registration
            ? {
                fullName: 'ლევან კაპანაძე',
                phoneNumber: `5551${String(index).padStart(5, '0')}`,
                email: `levan${index}@example.ge`,
                linkedinProfile: `levan-${index}`,
              }
            : {
                email: `visitor${index}@example.ge`,
                source: 'exit_intent',
                offer: 'career_checklist',
              },
        ),
      },
    );
    if (response.status !== 201) throw new Error(`lead ${index}: HTTP ${response.status}`);
    const body = (await response.json()) as { registrationId?: string; leadId?: string };
    ids.push(body.registrationId ?? body.leadId ?? '');
    circuitStates.add((await health()).outbox.circuits?.sheet ?? 'unknown');
    await new Promise((resolve) => setTimeout(resolve, outageMs / leads));
  }
  while (Date.now() - started < outageMs) {
    circuitStates.add((await health()).outbox.circuits?.sheet ?? 'unknown');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const postsDuringOutage = sheet.requests().filter((r) => r.method === 'POST').length;
  const deadDuringOutage = (await health()).outbox.dead;
  sheet.outage([]);
  const recovered = Date.now();
  const expected = new Set(ids.map((id) => `${id}:sheet.lead`));
  const delivered = await pollUntil(
    async () => (await health()).outbox.pending === 0 && sheet.counts().uniqueKeys >= leads,
    Math.max(60_000, (2 * 600_000) / scale + 30_000),
  );
  const recoveryMs = Date.now() - recovered;
  const final = await health();
  const keys = sheet.rows().map((row) => String(row.idempotencyKey));
  const perKey = new Map<string, number>();
  for (const key of keys) perKey.set(key, (perKey.get(key) ?? 0) + 1);
  const figures = {
    'outage (simulated)': `${minutes} min`,
    'outage (real)': `${(outageMs / 1000).toFixed(1)} s at 1/${scale}`,
    'leads acknowledged (201)': ids.length,
    'webhook POSTs during the outage': postsDuringOutage,
    'circuit states seen': [...circuitStates].join(', '),
    'dead letters during the outage': deadDuringOutage,
    'sheet arrivals (raw)': sheet.counts().arrivals,
    'sheet rows': sheet.counts().rows,
    'rows of these leads': [...expected].filter((key) => perKey.has(key)).length,
    'rows written twice': [...perKey.values()].filter((n) => n > 1).length,
    'dead letters at the end': final.outbox.dead,
    'pending at the end': final.outbox.pending,
    'all delivered after recovery in (simulated)': delivered
      ? `${((recoveryMs * scale) / 60_000).toFixed(1)} min`
      : 'not within the wait',
  };
  console.table(figures);
  const pass =
    delivered &&
    figures['rows of these leads'] === leads &&
    figures['sheet rows'] === leads &&
    figures['rows written twice'] === 0 &&
    final.outbox.dead === 0;
  console.log(
    `${leads} leads during a ${minutes}-minute outage: ${figures['rows of these leads']} rows ` +
      `delivered, ${figures['rows written twice']} twice, ${final.outbox.dead} dead letters; ` +
      (pass ? 'PASS' : 'FAIL'),
  );
  process.exitCode = pass ? 0 : 1;
} finally {
  await server.stop();
  await sheet.stop();
  await relay.stop();
  fixture.remove();
  rmSync(dir, { recursive: true, force: true });
}
