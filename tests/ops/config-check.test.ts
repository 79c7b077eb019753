import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runOps } from '../../server/ops/run-ops';

const dir = mkdtempSync(join(tmpdir(), 'ops-config-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const SHIPPED = JSON.parse(
  readFileSync(join(import.meta.dirname, '../../config/site.json'), 'utf8'),
) as Record<string, unknown> & {
  cohorts: Record<string, unknown>[];
  legal: Record<string, unknown> & { processors: Record<string, Record<string, unknown>> };
  seller: Record<string, unknown>;
  webinarSessions: unknown[];
  claims: Record<string, Record<string, unknown>>;
};

/** The shipped claims with their bases, no longer marked as sample data. */
const REAL_CLAIMS = Object.fromEntries(
  Object.entries(SHIPPED.claims).map(([name, { example: _example, ...claim }]) => [name, claim]),
);

/** 1 December 2026, 12:00 in Tbilisi: cohort 3 has started, cohort 4's registration is open. */
const NOW = new Date('2026-12-01T08:00:00Z');

let files = 0;
function configFile(json: unknown): string {
  files += 1;
  const path = join(dir, `site-${files}.json`);
  writeFileSync(path, typeof json === 'string' ? json : JSON.stringify(json));
  return path;
}

async function check(path: string, options: { now?: Date; args?: string[] } = {}) {
  let stdout = '';
  let stderr = '';
  const code = await runOps(['config', 'check', ...(options.args ?? [])], {
    stdout: (text) => {
      stdout += text;
    },
    stderr: (text) => {
      stderr += text;
    },
    env: { SITE_CONFIG_PATH: path },
    now: () => options.now ?? NOW,
  });
  return { code, stdout, stderr };
}

describe('ops config check (docs/operations.md)', () => {
  it('summarises a valid file and warns (exit 0) about the example seller, cohort and processor', async () => {
    const path = configFile(SHIPPED);
    const run = await check(path);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain(`${path} is valid.`);
    expect(run.stdout).toMatch(/№3 {2}starts 2025-11-01 00:00, .*30 seats: started\n/);
    expect(run.stdout).toMatch(
      /№4 {2}starts 2027-03-01 19:00, .*registration open {2}<- on sale now {2}\[example\]/,
    );
    expect(run.stdout).toContain('Webinar sessions: 3 of 4 still to come');
    expect(run.stdout).toContain('2026-12-02 20:00  Career, income and investing: a plan for 2027');
    expect(run.stdout).toContain(
      'Seller: Tech Career LLC (400000000), support@techcareer.ge  [example]',
    );
    expect(run.stdout).toContain('Claims shown (ka): 30 students, track record 8 მლნ $+, 11 years');
    expect(run.stderr).toBe(
      'warning: seller is marked "example": enter the real legal name, code, address and e-mail\n' +
        'warning: cohort №4 is marked "example": set its real dates, capacity and prices, then remove "example"\n' +
        ['hosting', 'email']
          .map(
            (role) =>
              `warning: legal processor "${role}" is marked "example": enter the real provider's name and where it keeps data, or remove it if unused, then remove "example"\n`,
          )
          .join('') +
        ['students', 'trackRecordUsd', 'yearsExperience']
          .map(
            (claim) =>
              `warning: claim "${claim}" is marked "example": check the figure against its basis, then remove "example"\n`,
          )
          .join(''),
    );
  });

  it('prints no warning once the examples are replaced', async () => {
    const real = {
      ...SHIPPED,
      seller: { ...SHIPPED.seller, example: false },
      cohorts: SHIPPED.cohorts.map(({ example: _example, ...cohort }) => cohort),
      claims: REAL_CLAIMS,
      legal: {
        ...SHIPPED.legal,
        processors: {
          ...SHIPPED.legal.processors,
          hosting: { ...SHIPPED.legal.processors.hosting, example: false },
          email: { ...SHIPPED.legal.processors.email, example: false },
        },
      },
    };
    const run = await check(configFile(real));
    expect(run).toMatchObject({ code: 0, stderr: '' });
    expect(run.stdout).not.toContain('[example]');
  });

  it('lists every problem with its field and exits 1', async () => {
    const broken = {
      ...SHIPPED,
      cohorts: [
        { ...SHIPPED.cohorts[0], number: 0, capacity: -3 },
        { ...SHIPPED.cohorts[1], registrationCloses: '2027-03-05T00:00:00+04:00' },
      ],
      seller: { ...SHIPPED.seller, supportEmail: 'not an e-mail', fax: '1' },
    };
    const run = await check(configFile(broken));
    expect(run.code).toBe(1);
    expect(run.stdout).toBe('');
    expect(run.stderr).toContain('is invalid:');
    expect(run.stderr).toContain(
      '  - cohort at position 1, number: must be a positive whole number',
    );
    expect(run.stderr).toContain(
      '  - cohort at position 1, capacity: must be a positive whole number',
    );
    expect(run.stderr).toContain('  - cohort №4, registrationCloses: must not be after the start');
    expect(run.stderr).toContain('  - seller.supportEmail: must be an e-mail address');
    expect(run.stderr).toContain('  - seller.fax: is not a known field');
  });

  it('refuses an early-bird deadline before registration opens, naming the cohort by number', async () => {
    const broken = {
      ...SHIPPED,
      cohorts: [
        SHIPPED.cohorts[0],
        { ...SHIPPED.cohorts[1], earlyBirdDeadline: '2026-10-31T00:00:00+04:00' },
      ],
    };
    const run = await check(configFile(broken));
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(
      '  - cohort №4, earlyBirdDeadline: must be after registrationOpens (otherwise the early-bird price never applies)',
    );
    expect(run.stderr).not.toMatch(/cohorts\[\d\]/);
  });

  it('accepts an older file with prices.original but warns it is ignored (exit 1 with --strict)', async () => {
    const older = {
      ...REAL,
      cohorts: REAL.cohorts.map((cohort) => ({
        ...cohort,
        prices: { ...(cohort.prices as object), original: 320000 },
      })),
    };
    const run = await check(configFile(older));
    expect(run.code).toBe(0);
    expect(run.stderr).toBe(
      [3, 4]
        .map(
          (number) =>
            `warning: cohort №${number} has prices.original, which is ignored and not shown: a price ` +
            'is struck through only if it was really charged; list it in prices.previous with its ' +
            'dates (amount, chargedFrom, chargedUntil) or delete "original" (docs/purchase.md "Course and price")\n',
        )
        .join(''),
    );
    const strict = await check(configFile(older), { args: ['--strict'] });
    expect(strict.stderr).toMatch(/error: --strict: 2 warning\(s\) above\n$/);
  });

  it('warns about each claim the pages leave out: no basis, no names, no video (exit 1 with --strict)', async () => {
    const older = {
      ...REAL,
      claims: {
        ...REAL_CLAIMS,
        rating: 4.8,
        averageMonthlyIncomeUsd: { value: 15000, wording: 'median' },
        partnerUniversities: 2,
        videoViews: {
          podcast: {
            value: 7100,
            wording: 'atLeast',
            basis: {
              counted: { ka: 'ნახვები', en: 'views' },
              asOf: '2026-11-01',
              source: { ka: 'YouTube', en: 'YouTube' },
            },
          },
        },
      },
    };
    const run = await check(configFile(older));
    expect(run.code).toBe(0);
    expect(run.stdout).toContain(
      'Claims shown (ka): 30 students, track record 8 მლნ $+, 11 years\n',
    );
    expect(run.stderr).toBe(
      'warning: claim "rating" has no basis and is not shown: give "wording" and "basis" (what was counted, "asOf", "source", and "respondents" for a survey)\n' +
        'warning: claim "averageMonthlyIncomeUsd" has no basis and is not shown: give "wording" and "basis" (what was counted, "asOf", "source", and "respondents" for a survey)\n' +
        'warning: claim "partnerUniversities" has no basis and is not shown: give "wording" and "basis" (what was counted, "asOf", "source", and "respondents" for a survey)\n' +
        'warning: claim "videoViews.podcast" is not shown because its video is not configured in "media"\n',
    );
    const strict = await check(configFile(older), { args: ['--strict'] });
    expect(strict.code).toBe(1);
    expect(strict.stderr).toMatch(/error: --strict: 4 warning\(s\) above\n$/);
  });

  it('refuses a survey figure without its respondents and a wording its claim does not allow', async () => {
    const basis = {
      counted: { ka: 'შემოსავალი', en: 'income' },
      asOf: '2026-11-01',
      source: { ka: 'გამოკითხვა', en: 'a survey' },
    };
    const run = await check(
      configFile({
        ...REAL,
        claims: {
          ...REAL_CLAIMS,
          averageMonthlyIncomeUsd: { value: 15000, wording: 'median', basis },
          students: { value: 30, wording: 'median', basis },
        },
      }),
    );
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('claims.averageMonthlyIncomeUsd.basis.respondents: is required');
    expect(run.stderr).toContain('claims.students.wording: must be one of: exact, atLeast');
  });

  it('fails (exit 1) on a file that is not JSON or does not exist', async () => {
    const notJson = await check(configFile('{ "cohorts": '));
    expect(notJson.code).toBe(1);
    expect(notJson.stderr).toMatch(/could not be read/);
    const missing = await check(join(dir, 'missing.json'));
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain('missing.json could not be read');
  });
});

/**
 * The shipped file without its example data and its sample promo code (which would expire within
 * these tests' later clocks), so only calendar warnings remain.
 */
const REAL = {
  ...SHIPPED,
  promoCodes: [],
  seller: { ...SHIPPED.seller, example: false },
  cohorts: SHIPPED.cohorts.map(({ example: _example, ...cohort }) => cohort),
  claims: REAL_CLAIMS,
  legal: {
    ...SHIPPED.legal,
    processors: {
      ...SHIPPED.legal.processors,
      hosting: { ...SHIPPED.legal.processors.hosting, example: false },
      email: { ...SHIPPED.legal.processors.email, example: false },
    },
  },
};

/** 1 March 2027, 20:00 in Tbilisi: cohort 4 has started, every webinar session is over. */
const AFTER_ALL = new Date('2027-03-01T16:00:00Z');

describe('ops config check: the calendar (docs/operations.md "Site configuration")', () => {
  it('warns when nothing is on sale and no webinar session is ahead, and still exits 0', async () => {
    const run = await check(configFile(REAL), { now: AFTER_ALL });
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('is valid.');
    expect(run.stderr).toBe(
      "warning: nothing is on sale: no cohort's registration is open now and none opens within 30 days; " +
        'add the next cohort or move its registrationOpens\n' +
        'warning: no webinar session ahead: every configured session has started; add the next ones to webinarSessions\n',
    );
  });

  it('with --strict exits 1 on those warnings, after printing them', async () => {
    const run = await check(configFile(REAL), { now: AFTER_ALL, args: ['--strict'] });
    expect(run.code).toBe(1);
    expect(run.stdout).toContain('is valid.');
    expect(run.stderr).toContain('warning: nothing is on sale');
    expect(run.stderr).toContain('warning: no webinar session ahead');
    expect(run.stderr).toMatch(/error: --strict: 2 warning\(s\) above\n$/);
  });

  it('with --strict exits 0 on a sound calendar without example data', async () => {
    const run = await check(configFile(REAL), { args: ['--strict'] });
    expect(run).toMatchObject({ code: 0, stderr: '' });
  });

  it('with --strict also fails on example data (the shipped file is not ready to sell)', async () => {
    const run = await check(configFile(SHIPPED), { args: ['--strict'] });
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/error: --strict: 7 warning\(s\) above/);
  });

  it('names the next cohort when its registration opens more than 30 days ahead', async () => {
    // 2 September 2026: cohort 3 has started, cohort 4 opens on 1 November (60 days on).
    const run = await check(configFile(REAL), { now: new Date('2026-09-02T08:00:00Z') });
    expect(run.stderr).toContain(
      'none opens within 30 days (cohort №4 opens 2026-11-01 00:00); add the next cohort',
    );
  });

  it('names a started cohort still marked as an example, and overlapping sessions by their Tbilisi times', async () => {
    const sessions = SHIPPED.webinarSessions as Record<string, unknown>[];
    const overlapping = {
      ...REAL,
      cohorts: [{ ...REAL.cohorts[0], example: true }, REAL.cohorts[1]],
      webinarSessions: [...sessions, { ...sessions[1], startsAt: '2026-12-02T21:00:00+04:00' }],
    };
    const run = await check(configFile(overlapping));
    expect(run.code).toBe(0);
    expect(run.stderr).toContain(
      'warning: cohort №3 has started but is still marked "example": enter its real dates, capacity and prices, then remove "example"\n',
    );
    expect(run.stderr).toContain(
      'warning: webinar sessions 2026-12-02 20:00 and 2026-12-02 21:00 overlap: the second starts before the first ends\n',
    );
  });
});

describe('ops config check: promo codes (docs/purchase.md "Promo codes")', () => {
  const withCodes = (promoCodes: unknown[]) => configFile({ ...REAL, promoCodes });

  it('warns about a code for cohorts not configured and one whose end has passed, still exit 0', async () => {
    const run = await check(
      withCodes([
        { code: 'GHOST', percentOff: 10, cohorts: [7] },
        { code: 'MIXED', percentOff: 5, cohorts: [4, 8, 9] },
        { code: 'AUTUMN', amountOff: 20_000, validUntil: '2026-11-01T00:00:00+04:00' },
        {
          code: 'WINTER',
          percentOff: 10,
          cohorts: [3, 4],
          validUntil: '2027-01-01T00:00:00+04:00',
        },
      ]),
    );
    expect(run.code).toBe(0);
    expect(run.stderr).toBe(
      'warning: promo code GHOST names cohort №7, not configured: no buyer can use it; ' +
        'correct its "cohorts" or add the cohort\n' +
        'warning: promo code MIXED names cohorts №8, №9, not configured: it applies only to the ' +
        'configured ones; correct its "cohorts" or add the cohort\n' +
        'warning: promo code AUTUMN expired at 2026-11-01 00:00 (Tbilisi) and is refused to every ' +
        'buyer; remove it from promoCodes (`promo status` still lists the orders that carry it)\n',
    );
  });

  it('with --strict exits 1 on them', async () => {
    const run = await check(withCodes([{ code: 'GHOST', percentOff: 10, cohorts: [7] }]), {
      args: ['--strict'],
    });
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/error: --strict: 1 warning\(s\) above\n$/);
  });
});

describe('ops config check: bank instalments (docs/purchase.md "Bank instalments")', () => {
  it('warns about a price of a cohort still to start that the bank does not lend', async () => {
    const instalments = { ...(SHIPPED.instalments as object), maximumAmount: 260_000 };
    const run = await check(configFile({ ...REAL, instalments }));
    expect(run.code).toBe(0);
    expect(run.stderr).toBe(
      'warning: cohort №4 sells at 2700.00 GEL, outside the 100.00–2600.00 GEL the bank lends: ' +
        'its buyers are offered the card alone; change instalments.minimumAmount or ' +
        'maximumAmount if the bank agrees\n',
    );
    const strict = await check(configFile({ ...REAL, instalments }), { args: ['--strict'] });
    expect(strict.code).toBe(1);
  });
});
