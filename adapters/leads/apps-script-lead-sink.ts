import { err, type Result, ResultAsync } from 'neverthrow';
import type { Dispatcher } from 'undici';
import { domainError } from '../../core/errors/domain-error';
import type { LeadSink, LeadSinkError } from '../../core/ports/lead-sink';
import { fetch } from '../http/undici-fetch';
import { errorForStatus, readAppsScriptBody } from './apps-script-response';
import { sheetPayload } from './sheet-payload';

/** Where the web app lives and how long one delivery may take. */
export interface AppsScriptLeadSinkOptions {
  /** The deployment URL, `https://script.google.com/macros/s/<id>/exec`. */
  readonly url: string;
  /** Whole delivery, POST and redirect GET together; docs/webinar.md "Leads and exit intent": 15 s for the spreadsheet. */
  readonly timeoutMs?: number;
  /** An undici dispatcher (proxy, tests). */
  readonly dispatcher?: Dispatcher;
}

type Delivery = Result<{ rowId?: string }, LeadSinkError>;

function answer(status: number, text: string): Delivery {
  if (status < 200 || status >= 300) return err(errorForStatus(status));
  return readAppsScriptBody(text);
}

/**
 * The spreadsheet webhook (docs/integrations.md "Apps Script webhook"). Posts the row as `text/plain` JSON (the one code path
 * a browser could also use), then follows the 302 itself with a GET: `doPost` has already run, so a
 * re-POST (what `fetch` does for a 307/308) would append the row twice. Success is read from the JSON
 * body; network failures, timeouts and 5xx are `lead_sink.unavailable`, retried by the outbox.
 */
export function createAppsScriptLeadSink(options: AppsScriptLeadSinkOptions): LeadSink {
  const timeoutMs = options.timeoutMs ?? 15_000;
  const extra = options.dispatcher === undefined ? {} : { dispatcher: options.dispatcher };

  const deliver = async (body: string, signal: AbortSignal): Promise<Delivery> => {
    const posted = await fetch(options.url, {
      method: 'POST',
      headers: { 'content-type': 'text/plain;charset=utf-8' },
      body,
      redirect: 'manual',
      signal,
      ...extra,
    });
    const location = posted.headers.get('location');
    if (posted.status < 300 || posted.status >= 400 || location === null) {
      return answer(posted.status, await posted.text());
    }
    await posted.body?.cancel();
    const echoed = await fetch(new URL(location, options.url), { signal, ...extra });
    return answer(echoed.status, await echoed.text());
  };

  return {
    append(row, idempotencyKey) {
      const body = JSON.stringify(sheetPayload(row, idempotencyKey));
      const signal = AbortSignal.timeout(timeoutMs);
      return ResultAsync.fromPromise(deliver(body, signal), () =>
        domainError('lead_sink.unavailable', {
          message: signal.aborted ? `Timed out after ${timeoutMs} ms` : 'Network error',
        }),
      ).andThen((delivery) => delivery);
    },
  };
}
