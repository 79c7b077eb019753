import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { cohortAround, shippedSiteConfigJson } from '../support/site-config-fixture';
import { startRealServer } from './support/real-server';

const dir = mkdtempSync(join(tmpdir(), 'calendar-startup-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A valid configuration whose only cohort started yesterday and whose only session was last week. */
function deadCalendarPath(): string {
  const now = new Date();
  const json = shippedSiteConfigJson() as { webinarSessions: Record<string, unknown>[] };
  const [session] = json.webinarSessions;
  const lastWeek = new Date(now.getTime() - 7 * 86_400_000).toISOString();
  const path = join(dir, 'site.json');
  writeFileSync(
    path,
    JSON.stringify({
      ...json,
      cohorts: [cohortAround(now, { number: 7, startInDays: -1, earlyBirdInDays: -10 })],
      webinarSessions: [{ ...session, startsAt: lastWeek }],
    }),
  );
  return path;
}

describe('a dead calendar at start (docs/operations.md "Site configuration")', () => {
  it('is logged once at start and reported by /health, which stays 200', async () => {
    const server = await startRealServer({ env: { SITE_CONFIG_PATH: deadCalendarPath() } });
    try {
      const health = await fetch(`${server.baseUrl}/health`);
      expect(health.status).toBe(200);
      expect(await health.json()).toMatchObject({
        status: 'ok',
        calendar: { warnings: [{ code: 'nothing_on_sale' }, { code: 'no_webinar_session_ahead' }] },
      });
      const line = server
        .output()
        .split('\n')
        .find((text) => text.includes('site calendar needs attention'));
      expect(line).toBeDefined();
      expect(JSON.parse(line ?? '{}')).toMatchObject({
        level: 40,
        msg: 'site calendar needs attention (nothing_on_sale, no_webinar_session_ahead): see npm run ops -- config check',
        calendarWarnings: [{ code: 'nothing_on_sale' }, { code: 'no_webinar_session_ahead' }],
      });
    } finally {
      await server.stop();
      server.remove();
    }
  }, 60_000);
});
