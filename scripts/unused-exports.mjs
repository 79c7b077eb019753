// Fails when a core export is used only by tests, or by nothing (docs/decisions.md "Unused core
// exports"). knip does the analysis: in production mode it follows the imports from the real entry
// points in knip.json (server, client, prerender build, Vite config) and leaves tests out, so an
// export that only a test imports counts as unused. Reporting is limited to core/ (knip.json
// `ignore`); this wrapper adds the count, the allow-list and the ban on knip's opt-out tags.
import { execFileSync, spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

/**
 * Deliberate exceptions, as `path:name` (or `path` for a whole file), each with its reason. Keep it
 * short: a test helper belongs beside its tests (`*.test-support.ts`), not among core's exports.
 * @type {ReadonlyMap<string, string>}
 */
const ALLOWED = new Map([
  // A port's parameter types are its contract: production passes object literals, while the
  // in-memory twins (adapters/*/memory-*.ts) and the contract suites (tests/contracts/) name them.
  ['core/ports/geolocation.ts:RequestFacts', 'port parameter type, named by the contract suite'],
]);

/** knip's JSDoc tags that silence a finding; in core they would bypass this check unseen. */
function optOutTags() {
  const grep = spawnSync(
    'git',
    [
      'grep',
      '--untracked',
      '-nE',
      '@(public|internal|beta|alias)\\b',
      '--',
      'core/*.ts',
      ':!core/*.test.ts',
    ],
    { cwd: root, encoding: 'utf8' },
  );
  return grep.stdout.split('\n').filter((line) => line !== '');
}

/** Every finding in knip's JSON report as `{ key, where, what }`, where a whole file is one finding. */
function findings() {
  const knip = fileURLToPath(new URL('../node_modules/knip/bin/knip.js', import.meta.url));
  const json = execFileSync(
    process.execPath,
    [knip, '--production', '--reporter', 'json', '--no-exit-code'],
    { cwd: root, encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 },
  );
  const found = [];
  for (const issue of JSON.parse(json).issues) {
    if (issue.files.length > 0) {
      found.push({ key: issue.file, where: issue.file, what: 'whole file: no production import' });
    }
    // The issue types are knip.json's `include`; each is a list of exports (duplicates: of groups).
    for (const [type, items] of Object.entries(issue)) {
      if (type === 'file' || type === 'files' || !Array.isArray(items)) continue;
      for (const item of items) {
        const name = Array.isArray(item) ? item.map((part) => part.name).join(' = ') : item.name;
        const line = Array.isArray(item) ? item[0].line : item.line;
        found.push({ key: `${issue.file}:${name}`, where: `${issue.file}:${line}`, what: name });
      }
    }
  }
  return found;
}

const tags = optOutTags();
const all = findings();
const unexpected = all.filter((finding) => !ALLOWED.has(finding.key));
const stale = [...ALLOWED.keys()].filter((key) => !all.some((finding) => finding.key === key));

console.log(`core exports used only by tests: ${unexpected.length}`);
for (const finding of unexpected) console.log(`  ${finding.where}  ${finding.what}`);
if (stale.length > 0) console.log(`allow-list entries no longer needed: ${stale.join(', ')}`);
if (tags.length > 0) {
  console.log('knip opt-out tags in core (use the allow-list in scripts/unused-exports.mjs):');
  for (const line of tags) console.log(`  ${line}`);
}
process.exitCode = unexpected.length > 0 || stale.length > 0 || tags.length > 0 ? 1 : 0;
