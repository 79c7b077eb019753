/**
 * `npm run bench:start` (budget: the server listening ≤ 1 s after start once built,
 * docs/performance.md "Start-up"). Starts the server in this checkout, with dist/ current, four ways, rounds alternating
 * A B C D, and prints for each the median time from spawn to the first 200 from /health, the CPU the
 * server used until listening (its `ready` log line) and the ratio to the 1 s budget:
 *   A `npm start`: the build-inputs check, then the compiled server (scripts/start.mjs)
 *   B `node dist/server/main.js`: what production and the journey tests run
 *   C `node --import tsx server/main.ts`: the TypeScript sources through tsx (the journeys before)
 *   D the old `npm start`: the whole page build, then tsx (`prestart: npm run build`)
 * `BENCH_ROUNDS` (default 5) sets the rounds; D runs in at most 3 of them (it takes seconds).
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, median, startServer } from '../tests/probes/support/timed-server';

const ROOT = join(import.meta.dirname, '..');
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const BUDGET_MS = 1000;

const WAYS = [
  { key: 'A', label: 'npm start (build current)', command: 'npm', args: ['start', '--silent'] },
  {
    key: 'B',
    label: 'node dist/server/main.js',
    command: process.execPath,
    args: ['dist/server/main.js'],
  },
  {
    key: 'C',
    label: 'node --import tsx server/main.ts',
    command: process.execPath,
    args: ['--import', 'tsx', 'server/main.ts'],
  },
  {
    key: 'D',
    label: 'old npm start (page build + tsx)',
    command: 'sh',
    args: [
      '-c',
      'node server/prerender/build.mjs >/dev/null && exec node --import tsx server/main.ts',
    ],
    maxRounds: 3,
  },
] as const;

execFileSync(process.execPath, ['scripts/build/build.mjs', '--if-stale'], {
  cwd: ROOT,
  stdio: 'inherit',
});
const dataDir = mkdtempSync(join(tmpdir(), 'bench-start-'));
const wall = new Map<string, number[]>();
const cpu = new Map<string, number[]>();
try {
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const way of WAYS) {
      if ('maxRounds' in way && round >= way.maxRounds) continue;
      const port = await freePort();
      const server = await startServer({
        command: way.command,
        args: way.args,
        cwd: ROOT,
        port,
        env: {
          ...process.env,
          PORT: String(port),
          HOST: '127.0.0.1',
          SQLITE_PATH: join(dataDir, `${way.key}-${round}.db`),
          LOG_LEVEL: 'info',
          EXCHANGE_RATES: 'fallback',
        },
      });
      const figures = await server.ready();
      await server.stop();
      wall.set(way.key, [...(wall.get(way.key) ?? []), server.listeningMs]);
      cpu.set(way.key, [...(cpu.get(way.key) ?? []), figures.startupCpuMs]);
    }
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}

console.log(`\n${'way'.padEnd(40)} spawn→/health  CPU to listen  ÷ 1 s budget`);
for (const way of WAYS) {
  const ms = median(wall.get(way.key) ?? []);
  console.log(
    `${`${way.key} ${way.label}`.padEnd(40)} ${`${ms.toFixed(0)} ms`.padStart(13)}  ` +
      `${`${median(cpu.get(way.key) ?? []).toFixed(0)} ms`.padStart(13)}  ${(ms / BUDGET_MS).toFixed(2)}`,
  );
}
const compiled = median(wall.get('B') ?? []);
const tsx = median(wall.get('C') ?? []);
console.log(`compiled vs tsx: ${(tsx / compiled).toFixed(2)}× faster to listen`);
console.log(`load average ${loadavg()[0]?.toFixed(1)} on ${availableParallelism()} cores`);
