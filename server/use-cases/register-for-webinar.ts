import { err, ok, type Result } from 'neverthrow';
import { DEFAULT_LANGUAGE, type Language } from '../../core/language/languages';
import type { WebinarRegistration } from '../../core/leads/webinar-registration';
import type { Clock } from '../../core/ports/clock';
import type { Ids } from '../../core/ports/ids';
import type { LeadRecord } from '../../core/ports/lead-store';
import type { NewOutboxMessage } from '../../core/ports/outbox-store';
import type { RegistrationStore } from '../../core/ports/registration-store';
import type { WebinarSession } from '../../core/site-config/site-config';
import { webinarSessionId } from '../../core/site-config/webinar-session-id';
import { chooseWebinarSession } from '../../core/webinar/choose-session';
import {
  hasSessionAhead,
  NEXT_WEBINAR_WAITLIST_SOURCE,
} from '../../core/webinar/next-webinar-waitlist';
import type { SessionChoiceCode } from '../../core/webinar/session-choice';
import { queuesSms, type SmsGuard } from '../sms/sms-guard';
import {
  sheetLeadMessage,
  webinarEmailMessage,
  webinarEmailReminderMessages,
  webinarReminderMessages,
  webinarSmsMessage,
} from './lead-outbox-messages';

/** Where a webinar registration comes from when the form names no source (docs/webinar.md "Leads and exit intent" `lead`). */
export const DEFAULT_REGISTRATION_SOURCE = 'hero_registration_form';

/** What `registerForWebinar` needs. */
export interface RegisterForWebinarDependencies {
  readonly store: Pick<RegistrationStore, 'transaction' | 'countSessionLeads'>;
  readonly clock: Clock;
  readonly ids: Ids;
  /** Per-phone, per-IP and daily SMS caps, applied when the SMS is queued (docs/security.md "SMS"). */
  readonly smsGuard: Pick<SmsGuard, 'reserve'>;
  /** The configured webinar sessions a registration may choose from (docs/webinar.md "Session choice"). */
  readonly webinarSessions: () => readonly WebinarSession[];
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
  /** The session chosen, when one was. */
  readonly session?: WebinarSession;
}

/** Thrown inside the transaction when the seats went while the request waited; rolls it back. */
class SessionRefused extends Error {
  constructor(readonly code: SessionChoiceCode) {
    super(code);
  }
}

/**
 * Stores a webinar registration with its sheet row and, as the SMS caps allow, its SMS, in one
 * transaction (docs/architecture.md "Flow 1: webinar registration"). A chosen session is checked
 * before the caps and again inside, so a refusal costs no cap slot and the last seat goes once.
 */
export async function registerForWebinar(
  deps: RegisterForWebinarDependencies,
  input: RegisterForWebinarInput,
): Promise<Result<RegisterForWebinarOutcome, SessionChoiceCode>> {
  const { registration } = input;
  const session = await chooseSession(deps, registration.webinarSession);
  if (session.isErr()) return err(session.error);
  const lead = leadOf(deps, input, session.value);
  const language = registration.language ?? DEFAULT_LANGUAGE;
  const { messages, smsQueued } = await leadMessages(deps, input.ip, lead, session.value, language);
  const stored = await storeLead(deps, lead, messages, session.value);
  if (stored.isErr()) return err(stored.error);
  return ok({
    registrationId: lead.id,
    smsQueued,
    ...(session.value === undefined ? {} : { session: session.value }),
  });
}

/** A lead with its phone, which the webinar form always has. */
type WebinarLead = LeadRecord & { readonly phone: string };

/** The session chosen, checked against the seats taken; none without a choice. */
async function chooseSession(
  deps: RegisterForWebinarDependencies,
  chosen: string | undefined,
): Promise<Result<WebinarSession | undefined, SessionChoiceCode>> {
  const registered = await seatCounts(deps.webinarSessions(), deps.store, chosen);
  return chosen === undefined
    ? ok(undefined)
    : chooseWebinarSession(
        deps.webinarSessions(),
        chosen,
        deps.clock.now(),
        (id) => registered.get(id) ?? 0,
      );
}

function leadOf(
  deps: RegisterForWebinarDependencies,
  input: RegisterForWebinarInput,
  session: WebinarSession | undefined,
): WebinarLead {
  const { registration } = input;
  // With no session left to offer the visitor asked to hear of the next one (docs/webinar.md "No
  // session scheduled"): its own source, which the notice goes to once a session is configured.
  const waitlisted =
    session === undefined && !hasSessionAhead(deps.webinarSessions(), deps.clock.now());
  return {
    id: deps.ids.newId(),
    fullName: registration.fullName,
    email: registration.email,
    phone: registration.phoneNumber,
    linkedIn: registration.linkedinProfile,
    city: registration.city,
    source: waitlisted ? NEXT_WEBINAR_WAITLIST_SOURCE : input.source,
    utm: registration.utm ?? {},
    marketingOptIn: registration.marketingOptIn,
    createdAt: deps.clock.now(),
    ...(session === undefined ? {} : { webinarSessionStartsAt: session.startsAt }),
  };
}

/**
 * The lead's outbox messages: its sheet row, the confirmation SMS and its reminders when the SMS
 * caps allow, and the confirmation e-mail with its reminders.
 */
async function leadMessages(
  deps: RegisterForWebinarDependencies,
  ip: string,
  lead: WebinarLead,
  session: WebinarSession | undefined,
  language: Language,
): Promise<{ messages: NewOutboxMessage[]; smsQueued: boolean }> {
  // Checked and counted (under the SMS's own key) before the write, atomically in the cap store, so two
  // concurrent requests for one phone cannot both pass, on this instance or another; a failed write
  // then costs a cap slot, never an extra SMS. When the caps cannot be read the SMS is queued anyway
  // and the delivery gate decides before it goes (docs/security.md "Shared state across instances").
  const sms = webinarSmsMessage(lead, language, deps.ids);
  const smsQueued = queuesSms(
    await deps.smsGuard.reserve({ phone: lead.phone, ip, key: sms.idempotencyKey }),
  );
  const messages = [sheetLeadMessage(lead, deps.ids)];
  if (smsQueued) messages.push(sms);
  // Reminders follow the confirmation: a phone the caps refused now (the same number registering
  // again within the cool-down, say) is not queued two more (docs/messaging.md "Reminders").
  if (smsQueued && session !== undefined) {
    messages.push(...webinarReminderMessages(lead, session.startsAt, language, deps.ids));
  }
  // The e-mails do not depend on the SMS caps: the confirmation always, its reminders with a session
  // (docs/messaging.md "E-mail messages").
  messages.push(webinarEmailMessage(lead, session, language, deps.ids));
  if (session !== undefined) {
    messages.push(...webinarEmailReminderMessages(lead, session, language, deps.ids));
  }
  return { messages, smsQueued };
}

/**
 * Stores the lead and its messages in one transaction, after checking the session's seats again
 * with the count this transaction sees, so the last seat goes once.
 */
async function storeLead(
  deps: RegisterForWebinarDependencies,
  lead: WebinarLead,
  messages: readonly NewOutboxMessage[],
  session: WebinarSession | undefined,
): Promise<Result<void, SessionChoiceCode>> {
  try {
    await deps.store.transaction(async (tx) => {
      if (session?.seats !== undefined) {
        // The session resolved above (the nearest one, for that choice), with the count this
        // transaction sees.
        const taken = await tx.countSessionLeads(session.startsAt);
        const id = webinarSessionId(session.startsAt);
        const again = chooseWebinarSession(
          deps.webinarSessions(),
          id,
          deps.clock.now(),
          () => taken,
        );
        if (again.isErr()) throw new SessionRefused(again.error);
      }
      await tx.insertLead(lead);
      await tx.enqueueOutbox(messages);
    });
  } catch (error) {
    if (error instanceof SessionRefused) return err(error.code);
    throw error;
  }
  return ok(undefined);
}

/**
 * The registrations of the sessions with seats (only seats make a count matter, so sessions
 * without a limit cost no query), by session id; nothing to count without a choice.
 */
async function seatCounts(
  sessions: readonly WebinarSession[],
  store: Pick<RegistrationStore, 'countSessionLeads'>,
  chosen: string | undefined,
): Promise<ReadonlyMap<string, number>> {
  const counts = new Map<string, number>();
  if (chosen === undefined) return counts;
  for (const session of sessions) {
    if (session.seats !== undefined) {
      counts.set(
        webinarSessionId(session.startsAt),
        await store.countSessionLeads(session.startsAt),
      );
    }
  }
  return counts;
}
