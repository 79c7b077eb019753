import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSqliteStore } from '../../adapters/store/sqlite';
import { runCrashRounds } from '../probes/support/crash-rounds';
import { createLeadDeliveryWorkspace } from '../server/support/lead-delivery-app';

let workspace: ReturnType<typeof createLeadDeliveryWorkspace>;

beforeAll(() => {
  workspace = createLeadDeliveryWorkspace();
});

afterAll(() => {
  workspace.remove();
});

// The fast version of `npm run probe:crash` (tests/probes/crash.ts): one round instead of six.
describe('SIGKILL under registration load, then restart (docs/security.md O1, docs/messaging.md "SMS: at most once", "E-mail")', () => {
  it('loses no acknowledged registration, sends no SMS twice, writes each sheet row once and e-mails each confirmation once', async () => {
    const filename = join(workspace.dir, 'site.db');
    const figures = await runCrashRounds({
      database: {
        name: 'sqlite',
        env: { SQLITE_PATH: filename },
        open: () => createSqliteStore({ filename }),
      },
      rounds: 1,
      acksPerRound: () => 25,
      siteDir: workspace.fixture.siteDir,
      localesDir: workspace.fixture.localesDir,
    });
    expect(figures).toMatchObject({
      lost: 0,
      smsTwice: 0,
      sheetRowsTwice: 0,
      sheetMissing: 0,
      emailsMissing: 0,
      pendingLeft: 0,
      finalExitCode: 0,
    });
    expect(figures.acknowledged).toBeGreaterThanOrEqual(25);
    // A kill after the relay's "250" finds the delivery already in the journal (docs/messaging.md
    // "E-mail"): what remains is the microseconds between reading the answer and the journal's write.
    expect(figures.emailsTwice).toBe(0);
    // Every SMS is accounted for: delivered, or parked because the kill made its outcome unknown.
    expect(figures.smsDelivered + figures.smsParked).toBeGreaterThanOrEqual(figures.acknowledged);
    expect(figures.smsReceived).toBeLessThanOrEqual(figures.smsDelivered + figures.smsParked);
  }, 90_000);
});
