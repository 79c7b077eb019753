import { err, ok, type Result } from 'neverthrow';
import type { DomainError } from '../../core/errors/domain-error';
import { domainError } from '../../core/errors/domain-error';
import type { Clock } from '../../core/ports/clock';
import {
  decideSmsSend,
  SMS_CAP_WINDOW_MS,
  type SmsCapCode,
  type SmsCaps,
  type SmsSendRecord,
} from '../../core/sms/sms-caps';

/** Who an SMS would go to, and which client asked (absent for sends the server decides alone). */
export interface SmsGuardRequest {
  readonly phone: string;
  readonly ip?: string;
}

/** The SMS caps with their memory: check before enqueueing an SMS, record what was enqueued. */
export interface SmsGuard {
  /** Whether one more SMS to `phone` for `ip` is within the caps now (records nothing). */
  check(request: SmsGuardRequest): Result<void, DomainError<SmsCapCode>>;
  /** Counts one SMS as sent now. */
  record(request: SmsGuardRequest): void;
  /** Checks and, when allowed, records in one step (no await in between, so no race in-process). */
  reserve(request: SmsGuardRequest): Result<void, DomainError<SmsCapCode>>;
}

/** What the guard needs: the limits and the time. */
export interface SmsGuardOptions {
  readonly caps: SmsCaps;
  readonly clock: Clock;
}

/**
 * The caps of `core/sms/sms-caps.ts` over an in-memory history. One history per process: with several
 * instances each enforces its own share; a shared store (Redis, `REDIS_URL`, docs/security.md "Persistence")
 * would replace this history when the site scales out (docs/decisions.md). Records older than the
 * longest window are dropped on every call, so memory stays bounded by the caps.
 */
export function createSmsGuard({ caps, clock }: SmsGuardOptions): SmsGuard {
  let history: SmsSendRecord[] = [];

  const prune = (now: Date) => {
    // 25 hours covers both the rolling 24-hour windows and the current Tbilisi day.
    const oldest = now.getTime() - SMS_CAP_WINDOW_MS - 60 * 60 * 1_000;
    history = history.filter((record) => record.at.getTime() >= oldest);
  };

  const toRecord = (request: SmsGuardRequest, at: Date): SmsSendRecord =>
    request.ip === undefined
      ? { phone: request.phone, at }
      : { phone: request.phone, ip: request.ip, at };

  const checkAt = (request: SmsGuardRequest, at: Date) => {
    prune(at);
    const decision = decideSmsSend(history, toRecord(request, at), caps);
    return decision.kind === 'allow'
      ? ok(undefined)
      : err(domainError(decision.code, { retryAt: decision.retryAt.toISOString() }));
  };

  return {
    check: (request) => checkAt(request, clock.now()),
    record: (request) => {
      history.push(toRecord(request, clock.now()));
    },
    reserve: (request) => {
      const at = clock.now();
      const decision = checkAt(request, at);
      if (decision.isOk()) history.push(toRecord(request, at));
      return decision;
    },
  };
}
