import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { chromium } from 'playwright-core';
const port = 4455;
const srv = spawn(process.execPath, ['dist/server/main.js'], { env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', SQLITE_PATH: '/tmp/vb.db', LOG_LEVEL: 'warn' }, stdio: 'ignore' });
await new Promise(r => setTimeout(r, 1500));
const extra = process.env.E2E_EXTRA ? process.env.E2E_EXTRA.split(' ') : [];
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', headless: true, args: ['--no-sandbox','--disable-gpu','--disable-quic','--no-first-run','--disable-background-networking','--disable-component-update','--disable-sync','--disable-dev-shm-usage', ...extra] });
const cpu = () => { const [u,n,s] = readFileSync('/proc/stat','utf8').split('\n')[0].split(/\s+/).slice(1,4).map(Number); return (u+n+s)/100; };
const path = process.env.VB_PATH ?? '/ka';
const mode = process.env.VB_MODE ?? 'context';
let shared = mode === 'page' ? await b.newContext() : undefined;
const c0 = cpu(), t0 = Date.now();
for (let i = 0; i < 20; i++) {
  const ctx = shared ?? await b.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await ctx.newPage();
  await page.goto(`http://127.0.0.1:${port}${path}`);
  await page.waitForLoadState('load');
  await page.evaluate(() => new Promise(r => requestAnimationFrame(() => requestAnimationFrame(r))));
  await new Promise(r => setTimeout(r, 300));
  if (shared) await page.close(); else await ctx.close();
}
console.log(mode, path, process.env.E2E_EXTRA ?? '', 'cpu/visit', ((cpu()-c0)/20).toFixed(3), 'wall/visit', ((Date.now()-t0)/20/1000).toFixed(3));
await b.close(); srv.kill();
