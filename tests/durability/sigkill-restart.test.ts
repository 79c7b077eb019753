import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSqliteStore } from '../../adapters/store/sqlite';
import { type AppsScriptFake, startAppsScriptFake } from '../fakes/apps-script-fake';
import { createLeadDeliveryWorkspace, waitFor } from '../server/support/lead-delivery-app';

let fake: AppsScriptFake;
let workspace: ReturnType<typeof createLeadDeliveryWorkspace>;
const children: ChildProcess[] = [];

beforeAll(async () => {
  fake = await startAppsScriptFake();
  workspace = createLeadDeliveryWorkspace();
});

afterAll(async () => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  await fake.stop();
  workspace.remove();
});

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
}

/** The real server (`server/main.ts`) in one Node process, so SIGKILL hits the process itself. */
async function startServer(port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      SQLITE_PATH: join(workspace.dir, 'site.db'),
      SITE_DIR: workspace.fixture.siteDir,
      LOCALES_DIR: workspace.fixture.localesDir,
      SHEETS_WEBHOOK_URL: fake.url,
      OUTBOX_LEASE_MS: '2000',
      OUTBOX_POLL_MS: '100',
      FORM_RATE_LIMIT_PER_MINUTE: '100000',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  children.push(child);
  await waitFor(async () => {
    const health = await fetch(`http://127.0.0.1:${port}/health`).catch(() => null);
    return health?.status === 200;
  }, 20_000);
  return child;
}

const body = (index: number) => ({
  fullName: 'თამარ გელაშვილი',
  phoneNumber: `5552${String(index).padStart(5, '0')}`,
  email: `tamar${index}@example.ge`,
  linkedinProfile: `tamar-${index}`,
});

describe('SIGKILL right after a 201, then restart (docs/security.md O1, issue 3 acceptance)', () => {
  it('loses no acknowledged registration and delivers each exactly once after restart', async () => {
    const port = await freePort();
    const first = await startServer(port);
    // Slow the sheet down so deliveries are in flight (claimed, not yet marked) at the kill.
    fake.failNext('timeout-after-write', 5);
    const acknowledged: string[] = [];
    const exited = new Promise((resolve) => first.once('exit', resolve));
    let index = 0;
    // Four clients post concurrently; the process dies the moment the 25th 201 arrives.
    const client = async () => {
      while (acknowledged.length < 25) {
        index += 1;
        const response = await fetch(`http://127.0.0.1:${port}/api/registration`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body(index)),
        }).catch(() => null);
        if (response === null) return;
        if (response.status !== 201) throw new Error(`unexpected ${response.status}`);
        acknowledged.push(((await response.json()) as { registrationId: string }).registrationId);
        if (acknowledged.length === 25) first.kill('SIGKILL');
      }
    };
    await Promise.all([client(), client(), client(), client()]);
    await exited;
    expect(first.signalCode).toBe('SIGKILL');

    // Nothing acknowledged is lost: each lead is stored with its outbox rows.
    const store = await createSqliteStore({ filename: join(workspace.dir, 'site.db') });
    const outbox = await store.listOutbox();
    for (const id of acknowledged) {
      expect(await store.findLeadById(id)).not.toBeNull();
      expect(outbox.some((m) => m.idempotencyKey === `${id}:sheet.lead`)).toBe(true);
    }
    const storedIds = (await store.listLeads()).map((lead) => lead.id);
    await store.close();

    // Restart on the same file: every stored lead reaches the sheet once, no duplicate rows.
    const second = await startServer(port);
    await waitFor(() => fake.rows().length >= storedIds.length, 20_000);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const keys = fake.rows().map((row) => String(row.idempotencyKey));
    expect(keys.length).toBe(storedIds.length);
    expect(new Set(keys)).toEqual(new Set(storedIds.map((id) => `${id}:sheet.lead`)));
    for (const id of acknowledged) expect(keys).toContain(`${id}:sheet.lead`);
    second.kill('SIGTERM');
    await new Promise((resolve) => second.once('exit', resolve));
    expect(second.exitCode).toBe(0);
  }, 90_000);
});
