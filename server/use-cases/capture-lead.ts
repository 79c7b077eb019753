import type { LeadCapture } from '../../core/leads/lead-capture';
import type { Clock } from '../../core/ports/clock';
import type { Ids } from '../../core/ports/ids';
import type { LeadRecord } from '../../core/ports/lead-store';
import type { RegistrationStore } from '../../core/ports/registration-store';
import { sheetLeadMessage } from './lead-outbox-messages';

/** What `captureLead` needs. */
export interface CaptureLeadDependencies {
  readonly store: Pick<RegistrationStore, 'transaction'>;
  readonly clock: Clock;
  readonly ids: Ids;
}

/**
 * Stores an exit-intent or waiting-list lead and its sheet row in one transaction (docs/webinar.md
 * "Leads and exit intent"). An exit-intent lead's offer is always the checklist, so its source says
 * it all and the sheet has no offer column.
 */
export async function captureLead(
  deps: CaptureLeadDependencies,
  capture: LeadCapture,
): Promise<{ readonly leadId: string }> {
  const lead: LeadRecord = {
    id: deps.ids.newId(),
    fullName: capture.source === 'waitlist' ? (capture.fullName ?? null) : null,
    email: capture.email,
    phone: capture.source === 'waitlist' ? (capture.phoneNumber ?? null) : null,
    linkedIn: null,
    city: null,
    source: capture.source,
    utm: {},
    // Only the exit-intent form asks; a waitlist e-mail is about the next cohort, nothing more.
    marketingOptIn: capture.source === 'exit_intent' && capture.marketingOptIn,
    createdAt: deps.clock.now(),
    ...(capture.source === 'waitlist' && capture.language !== undefined
      ? { language: capture.language }
      : {}),
  };
  await deps.store.transaction(async (tx) => {
    await tx.insertLead(lead);
    await tx.enqueueOutbox([sheetLeadMessage(lead, deps.ids)]);
  });
  return { leadId: lead.id };
}
