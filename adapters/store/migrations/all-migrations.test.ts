import { describe, expect, it } from 'vitest';
import { ALL_MIGRATIONS } from './all-migrations';

const createdObjects = (sql: string) =>
  [...sql.matchAll(/CREATE (TABLE|INDEX) (\w+)|ALTER TABLE (\w+) ADD COLUMN (\w+)/g)].map(
    (match) =>
      match[1] === undefined ? `COLUMN ${match[3]}.${match[4]}` : `${match[1]} ${match[2]}`,
  );

describe('ALL_MIGRATIONS', () => {
  it('numbers versions 1, 2, 3, … with no gap or repeat, named in kebab-case', () => {
    expect(ALL_MIGRATIONS.map((m) => m.version)).toEqual(ALL_MIGRATIONS.map((_, i) => i + 1));
    for (const migration of ALL_MIGRATIONS)
      expect(migration.name).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  // A migration that rebuilds a SQLite table (to change a CHECK) takes another route in PostgreSQL;
  // the PostgreSQL contract test compares the two schemas that result from all of them.
  it('creates the same tables, indexes and columns in both dialects', () => {
    for (const migration of ALL_MIGRATIONS.filter((m) => !m.sqlite.includes('RENAME TO'))) {
      expect(createdObjects(migration.sqlite).length).toBeGreaterThan(0);
      expect(createdObjects(migration.postgres)).toEqual(createdObjects(migration.sqlite));
    }
  });
});
