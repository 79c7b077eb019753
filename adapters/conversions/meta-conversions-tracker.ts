import { err, ok, type Result, ResultAsync } from 'neverthrow';
import type { Dispatcher } from 'undici';
import * as v from 'valibot';
import { domainError } from '../../core/errors/domain-error';
import type {
  ConversionTracker,
  ConversionTrackerError,
} from '../../core/ports/conversion-tracker';
import { fetch } from '../http/undici-fetch';
import { notArray } from '../vendor-json/not-array';
import { parseJson } from '../vendor-json/parse-json';
import { metaUserData } from './meta-user-data';

/** The pixel, its Conversions API token and where to send (a local fake in tests). */
export interface MetaConversionsOptions {
  readonly pixelId: string;
  readonly accessToken: string;
  /** Graph API origin; default https://graph.facebook.com. */
  readonly baseUrl?: string;
  readonly apiVersion?: string;
  /** Meta's "Test events" code, so a staging run shows up there and not in the reports. */
  readonly testEventCode?: string;
  /** docs/security.md "Outbound delivery": outbound calls to Meta time out after 30 s. */
  readonly timeoutMs?: number;
  readonly dispatcher?: Dispatcher;
}

/** Meta's success answer for our one-event batch. */
const MetaAcceptedSchema = v.pipe(notArray, v.looseObject({ events_received: v.literal(1) }));

/** Meta's error answer: the Graph API error object, whose `code` says why (190 token, 100 field). */
const MetaRefusalSchema = v.object({
  error: v.pipe(notArray, v.looseObject({ code: v.number() })),
});

/**
 * 2xx counts only when Meta confirms it received the event (else retried: `event_id` makes a
 * repeat harmless); 4xx but 429 is a permanent refusal, with Meta's error code when it gives one;
 * 429, 5xx and anything unreadable are retried.
 */
export function readMetaAnswer(
  status: number,
  body: unknown,
): Result<void, ConversionTrackerError> {
  if (status >= 200 && status < 300) {
    return v.is(MetaAcceptedSchema, body)
      ? ok(undefined)
      : err(domainError('conversion_tracker.unavailable', { status }));
  }
  if (status < 400 || status >= 500 || status === 429) {
    return err(domainError('conversion_tracker.unavailable', { status }));
  }
  const refusal = v.safeParse(MetaRefusalSchema, body);
  return err(
    domainError('conversion_tracker.rejected', {
      status,
      ...(refusal.success ? { providerCode: refusal.output.error.code } : {}),
    }),
  );
}

/**
 * Meta Conversions API (docs/integrations.md "Meta Conversions API"): one `website` event per call, `event_id` = our event id
 * (the order id for a Purchase) so Meta merges it with the browser pixel's copy, user data hashed.
 * 4xx is a permanent refusal; network errors, timeouts, 429 and 5xx are retried by the outbox.
 */
export function createMetaConversionsTracker(options: MetaConversionsOptions): ConversionTracker {
  const base = (options.baseUrl ?? 'https://graph.facebook.com').replace(/\/+$/, '');
  const url = `${base}/${options.apiVersion ?? 'v21.0'}/${encodeURIComponent(options.pixelId)}/events?access_token=${encodeURIComponent(options.accessToken)}`;
  const extra = options.dispatcher === undefined ? {} : { dispatcher: options.dispatcher };
  const timeoutMs = options.timeoutMs ?? 30_000;

  const post = async (body: string): Promise<Result<void, ConversionTrackerError>> => {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
      signal: AbortSignal.timeout(timeoutMs),
      ...extra,
    });
    return readMetaAnswer(response.status, parseJson(await response.text()));
  };

  return {
    send(event, context) {
      const data = {
        event_name: event.type,
        event_time: Math.floor(context.occurredAt.getTime() / 1000),
        event_id: event.eventId,
        action_source: 'website',
        ...(context.sourceUrl === undefined ? {} : { event_source_url: context.sourceUrl }),
        user_data: metaUserData(event.userData, context),
        custom_data: {
          currency: event.currency,
          value: event.value,
          ...(event.transactionId === undefined ? {} : { order_id: event.transactionId }),
        },
      };
      const body = JSON.stringify({
        data: [data],
        ...(options.testEventCode === undefined ? {} : { test_event_code: options.testEventCode }),
      });
      return ResultAsync.fromPromise(post(body), () =>
        domainError('conversion_tracker.unavailable'),
      ).andThen((answer) => answer);
    },
  };
}
