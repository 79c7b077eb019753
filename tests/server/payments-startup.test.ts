import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '../..');

describe('start-up with live payments', () => {
  it('refuses to start without a merchant id, naming it (spec: a configured merchant id)', () => {
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      FLITT_MODE: 'live',
      PORT: '0',
      LOG_LEVEL: 'silent',
    };
    delete env.FLITT_MERCHANT_ID;
    delete env.FLITT_SECRET_KEY;
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      cwd: ROOT,
      env,
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain(
      'FLITT_MERCHANT_ID: The checkout requires a configured merchant id (FLITT_MODE=live)',
    );
  }, 40_000);
});
