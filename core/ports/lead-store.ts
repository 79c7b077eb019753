import type { Language } from '../language/languages';
import type { UtmData } from '../registration/utm-data';

/* Webinar registrations, exit-intent and waiting-list leads in the store (docs/webinar.md). */

/** A webinar registration or an exit-intent lead (exit intent collects only an e-mail). */
export interface LeadRecord {
  readonly id: string;
  readonly fullName: string | null;
  readonly email: string;
  readonly phone: string | null;
  readonly linkedIn: string | null;
  readonly city: string | null;
  /** Where the lead came from, e.g. hero_registration_form or exit_intent (docs/validation.md "Error codes"). */
  readonly source: string;
  readonly utm: UtmData;
  /** The separate, unticked marketing opt-in of the form (docs/legal.md "Marketing opt-in"). */
  readonly marketingOptIn: boolean;
  readonly createdAt: Date;
  /**
   * The start of the webinar session chosen (docs/webinar.md "Session choice"); absent for
   * exit-intent leads, registrations from before sessions were chosen, and when none was offered.
   */
  readonly webinarSessionStartsAt?: Date;
  /** The page language the lead was left in (waiting list); absent for earlier leads and other forms. */
  readonly language?: Language;
}

/** Lookups of leads, inside a transaction or out of it. */
export interface LeadReader {
  /** The lead with this id, or null. */
  findLeadById(id: string): Promise<LeadRecord | null>;
  /** How many leads chose the webinar session starting at `startsAt` (its seats, the console). */
  countSessionLeads(startsAt: Date): Promise<number>;
}

/** The lead writes of one transaction. */
export interface LeadTransaction extends LeadReader {
  /** Inserts a lead. */
  insertLead(lead: LeadRecord): Promise<void>;
}
