import type { AnalyticsProvider, TagHost } from './analytics-provider';
import { type LinkedInConversionIds, linkedInConversionFor } from './provider-events';

type Lintrk = ((...args: unknown[]) => void) & { q?: unknown[][] };

/** The LinkedIn Insight Tag loader (docs/integrations.md "Meta Conversions API"). */
export const LINKEDIN_INSIGHT_SRC = 'https://snap.licdn.com/li.lms-analytics/insight.min.js';

/**
 * Loads the LinkedIn Insight Tag (inactive unless a partner id is configured, docs/messaging.md "Analytics events") and
 * sends only the configured conversions (lead, purchase) through `lintrk`.
 */
export function loadLinkedInInsight(
  partnerId: string,
  conversions: LinkedInConversionIds,
  host: TagHost,
): AnalyticsProvider {
  const globals = host.globals as {
    _linkedin_partner_id?: string;
    _linkedin_data_partner_ids?: string[];
    lintrk?: Lintrk;
  };
  if (!globals.lintrk) {
    globals._linkedin_partner_id = partnerId;
    globals._linkedin_data_partner_ids = [...(globals._linkedin_data_partner_ids ?? []), partnerId];
    const queue: unknown[][] = [];
    const stub: Lintrk = (...args: unknown[]) => {
      queue.push(args);
    };
    stub.q = queue;
    globals.lintrk = stub;
    host.injectScript(LINKEDIN_INSIGHT_SRC);
  }
  return {
    name: 'linkedin',
    send(name, data) {
      const conversion = linkedInConversionFor(name, data, conversions);
      if (conversion) globals.lintrk?.('track', conversion);
    },
  };
}
