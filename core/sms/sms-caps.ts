import type { ErrorCode } from '../errors/error-codes';
import { DAY_MS } from '../time/durations';
import { tbilisiDayStartOf } from '../time/tbilisi-time';

/**
 * Limits against SMS pumping (docs/security.md "SMS"): per phone a cool-down and a rolling-24-hour cap, per
 * client IP a rolling-24-hour cap, and a global budget per Tbilisi calendar day that, once spent, keeps
 * the circuit open until the next Tbilisi midnight.
 */
export interface SmsCaps {
  /** Minimum gap between two messages to one phone (e.g. 10 minutes). */
  readonly phoneCooldownMs: number;
  /** Most messages to one phone within 24 hours. */
  readonly perPhonePerDay: number;
  /** Most messages requested from one client IP within 24 hours. */
  readonly perIpPerDay: number;
  /** Most messages in one Tbilisi calendar day, all numbers together. */
  readonly globalPerDay: number;
}

/** Defaults: 1 per 10 minutes and 3 per day per phone, 10 per day per IP, 300 per day in all. */
export const DEFAULT_SMS_CAPS: SmsCaps = {
  phoneCooldownMs: 10 * 60 * 1_000,
  perPhonePerDay: 3,
  perIpPerDay: 10,
  globalPerDay: 300,
};

/** One message already allowed: who got it, for which client, when. */
export interface SmsSendRecord {
  readonly phone: string;
  readonly ip?: string;
  readonly at: Date;
}

/** Why a send is refused; each is a catalogue code (locales/<lng>/errors.json). */
export type SmsCapCode = Extract<
  ErrorCode,
  'sms.phone_cooldown' | 'sms.phone_daily_cap' | 'sms.ip_daily_cap' | 'sms.daily_budget_exhausted'
>;

/** The decision: allow, or refuse with a code and the earliest instant the same send could pass. */
export type SmsCapDecision =
  | { readonly kind: 'allow' }
  | { readonly kind: 'refuse'; readonly code: SmsCapCode; readonly retryAt: Date };

/** The window of the per-phone and per-IP caps. */
export const SMS_CAP_WINDOW_MS = DAY_MS;
/**
 * How long a send can still matter to some cap: the rolling 24 hours and the current Tbilisi day
 * both fit in it, with an hour to spare for clocks that disagree a little between instances.
 */
export const SMS_CAP_RETENTION_MS = SMS_CAP_WINDOW_MS + 60 * 60 * 1_000;
/**
 * All the caps need to know of the past for one request. A shared store (Redis) keeps exactly these
 * counts per phone, per IP and per day, so it never has to read the whole history.
 */
export interface SmsCapCounts {
  /** Sends in the request's Tbilisi day. */
  readonly sentToday: number;
  /** Instants (epoch ms) of the sends to the request's phone from 24 hours before it on. */
  readonly phoneSendTimes: readonly number[];
  /** Instants (epoch ms) of the sends for the request's IP from 24 hours before it on; empty without one. */
  readonly ipSendTimes: readonly number[];
}

/**
 * The counts of `history` that matter to `request`. A send stamped after the request still counts: with
 * several instances it is one that won a race while this request waited, or another machine's clock.
 */
function smsCapCounts(history: readonly SmsSendRecord[], request: SmsSendRecord): SmsCapCounts {
  const now = request.at.getTime();
  const dayStart = tbilisiDayStartOf(request.at).getTime();
  const past = history.map((record) => ({ ...record, time: record.at.getTime() }));
  const recent = past.filter((record) => record.time > now - SMS_CAP_WINDOW_MS);
  const dayEnd = dayStart + SMS_CAP_WINDOW_MS;
  return {
    sentToday: past.filter((record) => record.time >= dayStart && record.time < dayEnd).length,
    phoneSendTimes: recent.filter((r) => r.phone === request.phone).map((r) => r.time),
    ipSendTimes:
      request.ip === undefined ? [] : recent.filter((r) => r.ip === request.ip).map((r) => r.time),
  };
}

/** When the oldest of the `cap` most recent records leaves a window of `windowMs`. */
function retryAfterWindow(times: readonly number[], cap: number, windowMs: number): Date {
  const sorted = [...times].sort((a, b) => b - a);
  return new Date((sorted[cap - 1] ?? 0) + windowMs);
}

/**
 * Decides whether one more SMS may go out, from the counts that matter (`smsCapCounts`). Pure;
 * `request.at` is now. Checks run from the widest to the narrowest limit so a spent budget is
 * reported as such.
 */
export function decideSmsSendFromCounts(
  counts: SmsCapCounts,
  request: SmsSendRecord,
  caps: SmsCaps,
): SmsCapDecision {
  const now = request.at.getTime();
  if (counts.sentToday >= caps.globalPerDay) {
    const dayStart = tbilisiDayStartOf(request.at).getTime();
    return refuse('sms.daily_budget_exhausted', new Date(dayStart + SMS_CAP_WINDOW_MS));
  }
  const samePhone = counts.phoneSendTimes;
  const latest = Math.max(...samePhone, Number.NEGATIVE_INFINITY);
  if (latest > now - caps.phoneCooldownMs) {
    return refuse('sms.phone_cooldown', new Date(latest + caps.phoneCooldownMs));
  }
  if (samePhone.length >= caps.perPhonePerDay) {
    return refuse(
      'sms.phone_daily_cap',
      retryAfterWindow(samePhone, caps.perPhonePerDay, SMS_CAP_WINDOW_MS),
    );
  }
  if (request.ip !== undefined && counts.ipSendTimes.length >= caps.perIpPerDay) {
    return refuse(
      'sms.ip_daily_cap',
      retryAfterWindow(counts.ipSendTimes, caps.perIpPerDay, SMS_CAP_WINDOW_MS),
    );
  }
  return { kind: 'allow' };
}

/**
 * Decides whether one more SMS may go out. Pure: `history` holds the sends already allowed (older ones
 * may be included; they are ignored), `request.at` is now.
 */
export function decideSmsSend(
  history: readonly SmsSendRecord[],
  request: SmsSendRecord,
  caps: SmsCaps,
): SmsCapDecision {
  return decideSmsSendFromCounts(smsCapCounts(history, request), request, caps);
}

function refuse(code: SmsCapCode, retryAt: Date): SmsCapDecision {
  return { kind: 'refuse', code, retryAt };
}
