import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { cohortAround, shippedSiteConfigJson } from '../../support/site-config-fixture';
import { type PaymentSite, startPaymentSite } from './payment-site';

/** A running sale site and how to remove it with its configuration file. */
export interface SaleSite {
  readonly site: PaymentSite;
  stop(): Promise<void>;
}

/**
 * The real site on the offline Flitt with the shipped configuration and cohort 4 on sale around
 * `now` (open since yesterday, early bird for 10 days, start in 30), plus `entries` of the file.
 */
export async function startSaleSite(
  now: Date,
  entries: Record<string, unknown> = {},
): Promise<SaleSite> {
  const dir = mkdtempSync(join(tmpdir(), 'sale-site-'));
  const config = join(dir, 'site.json');
  writeFileSync(
    config,
    JSON.stringify({
      ...shippedSiteConfigJson(),
      cohorts: [
        cohortAround(now, { number: 4, startInDays: 30, earlyBirdInDays: 10, opensInDays: -1 }),
      ],
      ...entries,
    }),
  );
  const site = await startPaymentSite({ env: { SITE_CONFIG_PATH: config } });
  return {
    site,
    async stop() {
      await site.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
