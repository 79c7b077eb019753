/**
 * `npm run bench:static` (docs/performance.md "Budgets", prerendered HTML serving): how
 * much server CPU one prerendered page costs us, against a bare Fastify + @fastify/static serving
 * the same bytes from disk, measured in the same run. For each encoding (br, gzip, identity) the two
 * servers take turns (A B A B A B) under the same bounded load (autocannon, 10 connections, fixed
 * duration); each server is its own process, and its CPU time (user + system, all threads, from
 * /proc) divided by the requests it answered is its cost per request. The ratio printed is
 * static's cost ÷ ours (budget ≥ 1.5). Requests per second are printed too, but on two cores the
 * load generator caps them, so they are not the budget.
 *
 * Ours is the compiled production server (`node dist/server/main.js`, built first when stale) with
 * its default settings (info logging to stdout, here /dev/null). The baseline's `.br`/`.gz` siblings
 * are the very bytes ours sends, so both put the same bodies on the wire.
 * `BENCH_PAGE` (default `/ka`), `BENCH_SECONDS` (default 4) and `BENCH_ROUNDS` (default 3).
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { freePort, median } from '../tests/probes/support/timed-server';
import { type BenchServer, buildIfStale, startServerProcess } from './support/server-process';

const ROOT = join(import.meta.dirname, '..');
const PAGE = process.env.BENCH_PAGE ?? '/ka';
const ROUND_SECONDS = Number(process.env.BENCH_SECONDS ?? 4);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CONNECTIONS = 10;
const BUDGET = 1.5;
const ENCODINGS = ['br', 'gzip', 'identity'] as const;
type Encoding = (typeof ENCODINGS)[number];

/** A server under test: where to send the page request, and its process. */
interface Server {
  readonly name: 'static' | 'ours';
  readonly url: string;
  readonly process: BenchServer;
}

/** GET `url` with the encoding asked for; the status, the headers and the raw body. */
function get(
  url: string,
  encoding: Encoding,
): Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const headers = encoding === 'identity' ? {} : { 'accept-encoding': encoding };
    request(url, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          body: Buffer.concat(chunks),
        }),
      );
      response.on('error', reject);
    })
      .on('error', reject)
      .end();
  });
}

async function startProcess(
  name: Server['name'],
  args: readonly string[],
  env: NodeJS.ProcessEnv,
  url: string,
): Promise<Server> {
  return { name, url, process: await startServerProcess(args, env, url) };
}

/** The same page, decoded, whatever encoding it came in. */
function decoded(body: Buffer, encoding: Encoding): Buffer {
  if (encoding === 'br') return brotliDecompressSync(body);
  if (encoding === 'gzip') return gunzipSync(body);
  return body;
}

/** One bounded load round against one server: its CPU per request and requests per second. */
async function round(
  server: Server,
  encoding: Encoding,
  bodyBytes: number,
): Promise<{ cpuUsPerRequest: number; perSecond: number }> {
  const before = server.process.cpuMs();
  const result = await autocannon({
    url: server.url,
    connections: CONNECTIONS,
    duration: ROUND_SECONDS,
    headers: encoding === 'identity' ? {} : { 'accept-encoding': encoding },
  });
  const used = server.process.cpuMs() - before;
  const answered = result.requests.total;
  const failed = result.non2xx + result.errors + result.timeouts;
  if (failed > 0 || answered === 0) {
    throw new Error(`${server.name} ${encoding}: ${failed} failed of ${answered} requests`);
  }
  // Every answer must have carried the body in the encoding asked for (plus headers).
  const perResponse = result.throughput.total / answered;
  if (perResponse < bodyBytes || perResponse > bodyBytes + 4096) {
    throw new Error(
      `${server.name} ${encoding}: ${perResponse} bytes per answer, body ${bodyBytes}`,
    );
  }
  return { cpuUsPerRequest: (used * 1000) / answered, perSecond: result.requests.average };
}

buildIfStale();
const work = mkdtempSync(join(tmpdir(), 'bench-static-'));
const servers: Server[] = [];
try {
  const oursPort = await freePort();
  const ours = await startProcess(
    'ours',
    ['dist/server/main.js'],
    {
      ...process.env,
      PORT: String(oursPort),
      HOST: '127.0.0.1',
      SQLITE_PATH: join(work, 'site.db'),
      EXCHANGE_RATES: 'fallback',
    },
    `http://127.0.0.1:${oursPort}${PAGE}`,
  );
  servers.push(ours);

  // The baseline serves the very bytes ours sends, as a file and its precompressed siblings.
  const manifest = JSON.parse(readFileSync(join(ROOT, 'dist/client/pages/manifest.json'), 'utf8'));
  const file = (manifest.pages as { path: string; file: string }[]).find(
    (page) => page.path === PAGE,
  );
  if (file === undefined) throw new Error(`${PAGE} is not a prerendered page`);
  const html = readFileSync(join(ROOT, 'dist/client/pages', file.file));
  const sizes = new Map<Encoding, number>();
  for (const encoding of ENCODINGS) {
    const answer = await get(ours.url, encoding);
    const sent = answer.headers['content-encoding'] ?? 'identity';
    if (sent !== encoding || !decoded(answer.body, encoding).equals(html)) {
      throw new Error(`ours sent ${sent} for ${encoding}, or not the built page`);
    }
    sizes.set(encoding, answer.body.length);
    const suffix = { br: '.br', gzip: '.gz', identity: '' }[encoding];
    writeFileSync(join(work, `page.html${suffix}`), answer.body);
  }
  const staticPort = await freePort();
  servers.push(
    await startProcess(
      'static',
      ['--import', 'tsx', 'bench/support/fastify-static-server.ts', work, String(staticPort)],
      process.env,
      `http://127.0.0.1:${staticPort}/page.html`,
    ),
  );
  for (const server of servers) {
    for (const encoding of ENCODINGS) {
      const answer = await get(server.url, encoding);
      if ((answer.headers['content-encoding'] ?? 'identity') !== encoding) {
        throw new Error(`${server.name} did not answer ${encoding}`);
      }
    }
  }

  const rows: string[] = [];
  let allPass = true;
  for (const encoding of ENCODINGS) {
    const cost = { static: [] as number[], ours: [] as number[] };
    const rate = { static: [] as number[], ours: [] as number[] };
    // A short warm-up each, so neither pays the JIT's first compilations in a measured round.
    for (const server of servers)
      await autocannon({ url: server.url, connections: CONNECTIONS, duration: 1 });
    for (let index = 0; index < ROUNDS; index += 1) {
      // A B, then B A: neither always runs right after the other's load.
      const order = index % 2 === 0 ? servers : [...servers].reverse();
      for (const server of order) {
        const figures = await round(server, encoding, sizes.get(encoding) ?? 0);
        cost[server.name].push(figures.cpuUsPerRequest);
        rate[server.name].push(figures.perSecond);
      }
    }
    const ratio = median(cost.static) / median(cost.ours);
    const pass = ratio >= BUDGET;
    allPass &&= pass;
    rows.push(
      `${encoding.padEnd(9)}${String(sizes.get(encoding)).padStart(7)} B` +
        `${median(cost.static).toFixed(0).padStart(9)} µs${median(cost.ours).toFixed(0).padStart(9)} µs` +
        `${ratio.toFixed(2).padStart(8)}× ${pass ? 'PASS' : 'FAIL'}` +
        `${median(rate.static).toFixed(0).padStart(10)}${median(rate.ours).toFixed(0).padStart(9)}` +
        `${(median(rate.ours) / median(rate.static)).toFixed(2).padStart(8)}×`,
    );
  }
  console.log(
    `\n${PAGE}: server CPU per request, median of ${ROUNDS} rounds of ${ROUND_SECONDS} s, ${CONNECTIONS} connections`,
  );
  console.log(
    'encoding     body   static      ours  static÷ours         static/s   ours/s  ours÷static',
  );
  for (const row of rows) console.log(row);
  console.log(`budget: static ÷ ours ≥ ${BUDGET} for every encoding: ${allPass ? 'PASS' : 'FAIL'}`);
  console.log(`load average ${loadavg()[0]?.toFixed(1)} on ${availableParallelism()} cores`);
  process.exitCode = allPass ? 0 : 1;
} finally {
  for (const server of servers) await server.process.stop();
  rmSync(work, { recursive: true, force: true });
}
