import { calendarWarnings } from '../core/config-warnings/calendar-warnings';
import { buildApp } from './app';
import { describeConfigError, parseConfig } from './config/config';
import { makeDependencies } from './dependencies';
import { isStartupError } from './errors/startup-error';
import { closeOnSignals } from './shutdown';
import { logCalendarWarnings } from './site-config/calendar-log';
import { loadSiteConfig, siteConfigPath } from './site-config/load-site-config';
import { watchSiteConfig } from './site-config/site-config-source';

/** The whole shutdown must end within this budget (docs/security.md "Graceful shutdown"). */
const SHUTDOWN_TIMEOUT_MS = 10_000;

function fail(error: unknown): never {
  // Operator-fixable problems (missing build, bad env) print one readable message, no stack.
  console.error(isStartupError(error) ? error.message : error);
  process.exit(1);
}

const parsed = parseConfig(process.env);
if (parsed.isErr()) {
  console.error(describeConfigError(parsed.error));
  process.exit(1);
}
const config = parsed.value;

const siteConfigFile = siteConfigPath(process.env, process.cwd());
let siteConfig: ReturnType<typeof loadSiteConfig>;
try {
  siteConfig = loadSiteConfig(siteConfigFile);
} catch (error) {
  fail(error);
}

// An edit of the file is applied while the server runs, or refused with its field messages while
// the last good configuration keeps serving (docs/site.md "Configuration reaches every page").
const siteConfigSource = watchSiteConfig({
  path: siteConfigFile,
  initial: siteConfig,
  log: {
    info: (facts, message) => app.log.info(facts, message),
    error: (facts, message) => app.log.error(facts, message),
  },
});
siteConfigSource.onChange(() =>
  logCalendarWarnings(
    app.log,
    calendarWarnings(siteConfigSource.current(), dependencies.clock.now()),
  ),
);
const dependencies = {
  ...(await makeDependencies(config, siteConfig).catch(fail)),
  siteConfigSource,
};
const app = buildApp({ config, dependencies });
app.addHook('onClose', async () => siteConfigSource.close());
try {
  await app.listen({ port: config.port, host: config.host });
} catch (error) {
  await app.close().catch(() => undefined);
  await dependencies.store.close().catch(() => undefined);
  await dependencies.sharedState?.close().catch(() => undefined);
  fail(error);
}
// From this process's start to listening, in wall-clock and CPU time: the wall figure is the one held
// under a second once built; the CPU figure stays comparable on a busy machine
// (docs/performance.md "Start-up").
const cpu = process.cpuUsage();
app.log.info(
  {
    startupMs: Math.round(performance.now()),
    startupCpuMs: Math.round((cpu.user + cpu.system) / 1000),
  },
  'ready',
);
// Valid but with nothing to sell or no webinar ahead: the operator learns it from the start-up log too.
logCalendarWarnings(app.log, calendarWarnings(siteConfig, dependencies.clock.now()));
closeOnSignals(app, {
  timeoutMs: SHUTDOWN_TIMEOUT_MS,
  exit: (code) => {
    app.log.info({ exitCode: code }, 'shutdown finished');
    process.exit(code);
  },
  onError: (error) => app.log.error({ err: error }, 'shutdown failed'),
});
