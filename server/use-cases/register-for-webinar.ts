import type { WebinarRegistration } from '../../core/leads/webinar-registration';
import type { Clock } from '../../core/ports/clock';
import type { Ids } from '../../core/ports/ids';
import type { LeadRecord, RegistrationStore } from '../../core/ports/registration-store';
import { DEFAULT_LANGUAGE } from '../../core/site/languages';
import { queuesSms, type SmsGuard } from '../sms/sms-guard';
import { sheetLeadMessage, webinarSmsMessage } from './lead-outbox-messages';

/** Where a webinar registration comes from when the form names no source (docs/webinar.md "Leads and exit intent" `lead`). */
export const DEFAULT_REGISTRATION_SOURCE = 'hero_registration_form';

/** What `registerForWebinar` needs. */
export interface RegisterForWebinarDependencies {
  readonly store: Pick<RegistrationStore, 'transaction'>;
  readonly clock: Clock;
  readonly ids: Ids;
  /** Per-phone, per-IP and daily SMS caps, applied when the SMS is queued (docs/security.md "SMS"). */
  readonly smsGuard: Pick<SmsGuard, 'reserve'>;
}

/** A validated registration plus what the server knows about the request. */
export interface RegisterForWebinarInput {
  readonly registration: WebinarRegistration;
  readonly source: string;
  /** The caller's address, for the per-IP SMS cap. */
  readonly ip: string;
}

/** The stored lead's id (the `registrationId` answered) and whether a confirmation SMS was queued. */
export interface RegisterForWebinarOutcome {
  readonly registrationId: string;
  readonly smsQueued: boolean;
}

/**
 * Stores a webinar registration (docs/architecture.md "Flow 1: webinar registration"): the lead row, its spreadsheet row and —
 * when the SMS caps allow — its confirmation SMS commit in one transaction. A repeated e-mail is a
 * new lead (leads may repeat, docs/decisions.md); the per-phone cap keeps it from a second SMS.
 */
export async function registerForWebinar(
  deps: RegisterForWebinarDependencies,
  input: RegisterForWebinarInput,
): Promise<RegisterForWebinarOutcome> {
  const { registration } = input;
  const lead: LeadRecord & { readonly phone: string } = {
    id: deps.ids.newId(),
    fullName: registration.fullName,
    email: registration.email,
    phone: registration.phoneNumber,
    linkedIn: registration.linkedinProfile,
    city: registration.city,
    source: input.source,
    utm: registration.utm ?? {},
    createdAt: deps.clock.now(),
  };
  // Checked and counted (under the SMS's own key) before the write, atomically in the cap store, so two
  // concurrent requests for one phone cannot both pass, on this instance or another; a failed write
  // then costs a cap slot, never an extra SMS. When the caps cannot be read the SMS is queued anyway
  // and the delivery gate decides before it goes (docs/security.md "Shared state across instances").
  const sms = webinarSmsMessage(lead, registration.language ?? DEFAULT_LANGUAGE, deps.ids);
  const smsQueued = queuesSms(
    await deps.smsGuard.reserve({ phone: lead.phone, ip: input.ip, key: sms.idempotencyKey }),
  );
  const messages = [sheetLeadMessage(lead, deps.ids)];
  if (smsQueued) messages.push(sms);
  await deps.store.transaction(async (tx) => {
    await tx.insertLead(lead);
    await tx.enqueueOutbox(messages);
  });
  return { registrationId: lead.id, smsQueued };
}
