// `npm run calendar:walk` — the calendar suite's long walk (docs/site.md "Pages follow the clock"):
// every boundary of a year, a minute before and a second after, for the shipped configuration as
// built (dist/) and for a generated one (built into a temporary folder), in ka and en at 390 and
// 1366 px (the generated one each moment in one of the four in turn), on one running server whose test clock is moved from step to step and Chromium's clock
// with it. A generated cohort of one seat is also walked full (its seat held by an unpaid order).
// Prints one line per step and the failures; exits 1 on any. `npm test` runs a short walk
// (tests/e2e/calendar.test.ts); this one takes several minutes.
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { chromium } from 'playwright-core';
import { cohortInstants } from '../../core/site/calendar-boundaries';
import { parseSiteConfig } from '../../core/site-config/parse-site-config';
import { nextTbilisiMidnight } from '../../core/time/tbilisi-time';
import { joinOpens, sessionEnd } from '../../core/webinar/session-status';
import { type CalendarStep, walkCalendar } from '../e2e/support/calendar-walk';
import { chromiumLaunchOptions } from '../e2e/support/chromium-options';
import { cohortAround, shippedSiteConfigJson } from '../support/site-config-fixture';

const ROOT = join(import.meta.dirname, '../..');
const DAY_MS = 86_400_000;
const YEAR_MS = 365 * DAY_MS;
const LANGUAGES = ['ka', 'en'] as const;
const WIDTHS = [390, 1366] as const;

/**
 * A second either side of every boundary of the year ahead, and the Tbilisi New Year: each moment in
 * both languages at both widths, or (`rotate`) in one of the four combinations in turn.
 */
function boundarySteps(configJson: unknown, from: Date, rotate = false): CalendarStep[] {
  const parsed = parseSiteConfig(configJson);
  if (parsed.isErr()) throw new Error(`invalid configuration: ${JSON.stringify(parsed.error)}`);
  const config = parsed.value;
  const newYear = nextTbilisiMidnight(
    new Date(Date.UTC(from.getUTCFullYear(), 11, 31, 12) - 4 * 3_600_000),
  );
  const instants = [
    ...cohortInstants(config.cohorts),
    ...config.webinarSessions.flatMap((session) => [
      joinOpens(session),
      session.startsAt,
      sessionEnd(session),
    ]),
    newYear,
  ]
    .filter((at) => at.getTime() > from.getTime() && at.getTime() < from.getTime() + YEAR_MS)
    .sort((a, b) => a.getTime() - b.getTime());
  // A minute before (a step takes seconds of real time while the moved clock runs on) and a
  // second after.
  const moments = [
    ...new Set(instants.flatMap((at) => [at.getTime() - 60_000, at.getTime() + 1_000])),
  ];
  const combinations = LANGUAGES.flatMap((language) =>
    WIDTHS.map((width) => ({ language, width })),
  );
  return moments.flatMap((ms, index) =>
    (rotate ? [combinations[index % combinations.length]] : combinations).flatMap((combination) =>
      combination === undefined ? [] : [{ at: new Date(ms), ...combination }],
    ),
  );
}

/** A year of business from `from`: a cohort a quarter (one of a single seat), a session every 4 weeks. */
function generatedConfig(from: Date): Record<string, unknown> {
  const shipped = shippedSiteConfigJson() as Record<string, unknown>;
  const cohorts = [0, 1, 2, 3].map((quarter) =>
    cohortAround(from, {
      number: 10 + quarter,
      opensInDays: quarter * 91 - 20,
      earlyBirdInDays: quarter * 91 + 20,
      closesInDays: quarter * 91 + 60,
      startInDays: quarter * 91 + 70,
      capacity: quarter === 1 ? 1 : 30,
    }),
  );
  const sessions = Array.from({ length: 13 }, (_, index) => {
    const start = new Date(from.getTime() + (index * 28 + 3) * DAY_MS);
    start.setUTCHours(16, 0, 0, 0);
    return {
      startsAt: start.toISOString(),
      durationMinutes: 90,
      title: { ka: `ვებინარი ${index + 1}`, en: `Webinar ${index + 1}` },
      ...(index % 2 === 0 ? { joinUrl: 'https://meet.example.ge/webinar' } : {}),
    };
  });
  return { ...shipped, cohorts, webinarSessions: sessions };
}

/** Holds the one seat of a cohort with an unpaid order (a checkout started at the server's clock). */
async function holdSeat(baseUrl: string): Promise<void> {
  const answer = await fetch(`${baseUrl}/api/checkout`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      firstName: 'ნინო',
      lastName: 'ბერიძე',
      email: `seat.${Date.now()}@example.ge`,
      phoneNumber: '555 12 34 56',
      language: 'ka',
    }),
  });
  if (answer.status !== 201) throw new Error(`holding the seat answered ${answer.status}`);
}

/** Prints a step as it is walked. */
function progress(step: string, findings: readonly string[]): void {
  console.log(`${findings.length === 0 ? 'ok  ' : 'FAIL'} ${step}`);
  for (const finding of findings) console.log(`       ${finding}`);
}

/** The section's count of steps and of failed ones. */
function report(title: string, results: Map<string, string[]>): number {
  const failures = [...results.values()].filter((findings) => findings.length > 0).length;
  console.log(`${title}: ${results.size} steps, ${failures} failed\n`);
  return failures;
}

const run = promisify(execFile);
const now = new Date();
const browser = await chromium.launch(chromiumLaunchOptions());
const scratch = mkdtempSync(join(ROOT, 'dist', 'calendar-year-'));
let failures = 0;
try {
  const shippedJson = JSON.parse(readFileSync(join(ROOT, 'config/site.json'), 'utf8')) as unknown;
  const shippedSteps = boundarySteps(shippedJson, now);
  failures += report(
    'shipped configuration',
    await walkCalendar(browser, shippedSteps, {}, undefined, progress),
  );

  const configPath = join(scratch, 'site.json');
  const generated = generatedConfig(now);
  writeFileSync(configPath, JSON.stringify(generated));
  const siteDir = join(scratch, 'client');
  await run(process.execPath, ['server/prerender/build.mjs'], {
    cwd: ROOT,
    env: { ...process.env, SITE_DIR: siteDir, SITE_CONFIG_PATH: configPath },
  });
  const env = { SITE_DIR: siteDir, SITE_CONFIG_PATH: configPath };
  const generatedSteps = boundarySteps(generated, now, true);
  failures += report(
    'generated configuration',
    await walkCalendar(browser, generatedSteps, env, undefined, progress),
  );

  // The one-seat cohort, its seat held: full everywhere (no Buy, the waiting list).
  const fullAt = new Date(now.getTime() + 91 * DAY_MS);
  const fullSteps = LANGUAGES.flatMap((language) =>
    WIDTHS.map((width) => ({ at: fullAt, language, width })),
  );
  failures += report(
    'one-seat cohort, full',
    await walkCalendar(browser, fullSteps, env, (baseUrl) => holdSeat(baseUrl), progress),
  );
} finally {
  await browser.close();
  rmSync(scratch, { recursive: true, force: true });
}
console.log(failures === 0 ? '\n0 failures' : `\n${failures} steps failed`);
process.exitCode = failures === 0 ? 0 : 1;
