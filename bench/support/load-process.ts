/**
 * A bounded autocannon run in its own process, so the server's process CPU time (process.cpuUsage)
 * counts the server alone. The parent sends the options (JSON: what autocannon accepts, no
 * functions); this process answers with autocannon's result and exits.
 */
import autocannon from 'autocannon';

process.once('message', async (options: autocannon.Options) => {
  const result = await autocannon(options);
  process.send?.(result, () => process.exit(0));
});
