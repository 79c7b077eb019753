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
};

/** 1 December 2026, 12:00 in Tbilisi: cohort 3 has started, cohort 4's registration is open. */
const NOW = new Date('2026-12-01T08:00:00Z');

let files = 0;
function configFile(json: unknown): string {
  files += 1;
  const path = join(dir, `site-${files}.json`);
  writeFileSync(path, typeof json === 'string' ? json : JSON.stringify(json));
  return path;
}

async function check(path: string) {
  let stdout = '';
  let stderr = '';
  const code = await runOps(['config', 'check'], {
    stdout: (text) => {
      stdout += text;
    },
    stderr: (text) => {
      stderr += text;
    },
    env: { SITE_CONFIG_PATH: path },
    now: () => NOW,
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
    expect(run.stdout).toContain(
      'Claims (ka): 30+ students, rating 4,8/5, income $15 000+, track record $8 მლნ+, 11 years, ' +
        '2 universities, views 1000+ / 7100+ / 1400+',
    );
    expect(run.stderr).toBe(
      'warning: seller is marked "example": enter the real legal name, code, address and e-mail\n' +
        'warning: cohort №4 is marked "example": set its real dates, capacity and prices, then remove "example"\n' +
        'warning: legal processor "hosting" is marked "example": enter the real provider\'s name and where it keeps data, or remove it if unused, then remove "example"\n',
    );
  });

  it('prints no warning once the examples are replaced', async () => {
    const real = {
      ...SHIPPED,
      seller: { ...SHIPPED.seller, example: false },
      cohorts: SHIPPED.cohorts.map(({ example: _example, ...cohort }) => cohort),
      legal: {
        ...SHIPPED.legal,
        processors: {
          ...SHIPPED.legal.processors,
          hosting: { ...SHIPPED.legal.processors.hosting, example: false },
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
    expect(run.stderr).toContain('  - cohorts[0].number: must be a positive whole number');
    expect(run.stderr).toContain('  - cohorts[0].capacity: must be a positive whole number');
    expect(run.stderr).toContain('  - cohorts[1].registrationCloses: must not be after the start');
    expect(run.stderr).toContain('  - seller.supportEmail: must be an e-mail address');
    expect(run.stderr).toContain('  - seller.fax: is not a known field');
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
