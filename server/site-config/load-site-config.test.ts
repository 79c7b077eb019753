import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadSiteConfig, siteConfigPath } from './load-site-config';
import { siteConfigJsonSchema } from './site-config-json-schema';

const ROOT = join(import.meta.dirname, '../..');
const SHIPPED = join(ROOT, 'config/site.json');

function writeTemp(text: string): string {
  const path = join(mkdtempSync(join(tmpdir(), 'site-config-')), 'site.json');
  writeFileSync(path, text);
  return path;
}

describe('the site configuration file', () => {
  it('ships valid, keeping cohort 3 as history and an example next cohort', () => {
    const config = loadSiteConfig(SHIPPED);
    expect(config.cohorts.map((cohort) => [cohort.number, cohort.example])).toEqual([
      [3, false],
      [4, true],
    ]);
    expect(config.cohorts[0]?.startDate.toISOString()).toBe('2025-10-31T20:00:00.000Z');
  });

  it('has its JSON Schema generated from the valibot schema (run `npm run config:schema`)', () => {
    const committed = JSON.parse(readFileSync(join(ROOT, 'config/site.schema.json'), 'utf8'));
    expect(committed).toEqual(siteConfigJsonSchema());
  });

  it('is found at SITE_CONFIG_PATH, else at config/site.json', () => {
    expect(siteConfigPath({}, ROOT)).toBe(SHIPPED);
    expect(siteConfigPath({ SITE_CONFIG_PATH: '/etc/site.json' }, ROOT)).toBe('/etc/site.json');
  });

  it('stops start-up naming the file and each broken field, cohorts by number', () => {
    const shipped = JSON.parse(readFileSync(SHIPPED, 'utf8'));
    shipped.cohorts[1].capacity = -1;
    shipped.cohorts[1].earlyBirdDeadline = '2027-04-01T00:00:00+04:00';
    const path = writeTemp(JSON.stringify(shipped));
    expect(() => loadSiteConfig(path)).toThrowError(
      `Site configuration ${path} is invalid:\n` +
        '  - cohort №4, capacity: must be a positive whole number\n' +
        '  - cohort №4, earlyBirdDeadline: must be before the start',
    );
  });

  it('stops start-up on a file that is not JSON', () => {
    const path = writeTemp('{ "cohorts": [ ');
    expect(() => loadSiteConfig(path)).toThrowError(/could not be read: .*JSON/);
  });
});
