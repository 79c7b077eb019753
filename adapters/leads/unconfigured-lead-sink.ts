import { errAsync } from 'neverthrow';
import { domainError } from '../../core/errors/domain-error';
import type { LeadSink } from '../../core/ports/lead-sink';

/**
 * The sink used when no webhook URL is configured (docs/integrations.md "Apps Script webhook": "skipped silently if no URL is
 * configured"): every append answers `lead_sink.not_configured`, which the outbox worker treats as
 * "leave the row pending", so rows are delivered once a URL is set.
 */
export function createUnconfiguredLeadSink(): LeadSink {
  return { append: () => errAsync(domainError('lead_sink.not_configured')) };
}
