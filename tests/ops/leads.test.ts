import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import { expect, it } from 'vitest';
import { describeOnDatabases, ops } from './support/ops-harness';
import { lead, seedLeads } from './support/seed';

describeOnDatabases('ops leads', (db) => {
  // 30 Sep 20:30 UTC is already 1 October in Tbilisi; 1 Oct 20:30 UTC is 2 October there.
  const seed = () =>
    db().withStore((store) =>
      seedLeads(store, [
        lead('early', '2025-09-30T19:30:00Z'),
        lead('first-day', '2025-09-30T20:30:00Z', { source: 'exit_intent', fullName: null }),
        lead('hyperlink', '2025-10-01T10:00:00Z', { fullName: '=HYPERLINK("http://x","y")' }),
        lead('next-day', '2025-10-01T20:30:00Z'),
      ]),
    );

  it('lists leads of the Tbilisi days asked for, newest first, as a table', async () => {
    await seed();
    const run = await ops(db(), 'leads', 'list', '--from', '2025-10-01', '--to', '2025-10-01');
    expect(run).toMatchObject({ code: 0, stderr: '' });
    const lines = run.stdout.trimEnd().split('\n');
    expect(lines[0]).toMatch(/^created \(Tbilisi\)\s+source\s+name\s+e-mail\s+phone\s+city\s+utm$/);
    expect(lines.slice(2, -1).map((line) => line.split(/\s{2,}/)[0])).toEqual([
      '2025-10-01 14:00',
      '2025-10-01 00:30',
    ]);
    expect(lines[2]).toContain('hyperlink@example.ge');
    expect(lines[2]).toContain('facebook/cpc/autumn');
    expect(lines.at(-1)).toBe('2 leads');
  });

  it('filters by source and limits the list', async () => {
    await seed();
    const bySource = await ops(db(), 'leads', 'list', '--source', 'exit_intent');
    expect(bySource.stdout).toContain('first-day@example.ge');
    expect(bySource.stdout).toMatch(/\n1 lead\n$/);
    const limited = await ops(db(), 'leads', 'list', '--limit', '1');
    expect(limited.stdout).toContain('next-day@example.ge');
    expect(limited.stdout).toMatch(/\n1 lead\n$/);
  });

  it('exports CSV that a CSV parser reads back: Georgian intact, formulas as text', async () => {
    await seed();
    const out = join(db().dir, 'leads.csv');
    const run = await ops(db(), 'leads', 'export', '--out', out, '--from', '2025-10-01');
    expect(run).toMatchObject({ code: 0, stdout: '', stderr: `Wrote 3 rows to ${out}\n` });
    const bytes = readFileSync(out);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.toString('utf8');
    expect(text.split('\r\n')).toHaveLength(5);
    expect(text.replaceAll('\r\n', '')).not.toContain('\n');
    const [header, ...rows] = parse(text, { bom: true }) as string[][];
    expect(header?.slice(0, 4)).toEqual(['created (Tbilisi)', 'source', 'name', 'e-mail']);
    expect(rows.map((row) => row[12])).toEqual(['next-day', 'hyperlink', 'first-day']);
    expect(rows[0]?.slice(0, 5)).toEqual([
      '2025-10-02 00:30:00',
      'hero_registration_form',
      'ნინო ბერიძე',
      'next-day@example.ge',
      "'+995555123456",
    ]);
    expect(rows[1]?.[2]).toBe(`'=HYPERLINK("http://x","y")`);
    expect(rows[2]?.slice(1, 3)).toEqual(['exit_intent', '']);
    expect(rows[0]?.slice(5, 12)).toEqual(['თბილისი', '', 'facebook', 'cpc', 'autumn', '', '']);
  });

  it('exports to stdout when no file is named', async () => {
    await seed();
    const run = await ops(db(), 'leads', 'export', '--source', 'exit_intent');
    expect(run.code).toBe(0);
    const rows = parse(run.stdout, { bom: true }) as string[][];
    expect(rows.map((row) => row[12])).toEqual(['id', 'first-day']);
  });

  it('refuses a malformed or reversed day range with exit code 2', async () => {
    const malformed = await ops(db(), 'leads', 'list', '--from', '1.10.2025');
    expect(malformed.code).toBe(2);
    expect(malformed.stderr).toContain('Expected a date as YYYY-MM-DD');
    const reversed = await ops(db(), 'leads', 'list', '--from', '2025-10-02', '--to', '2025-10-01');
    expect(reversed).toMatchObject({ code: 2, stderr: 'error: --from must not be after --to.\n' });
  });
});
