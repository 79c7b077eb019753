import { describe, expect, it } from 'vitest';
import { errorForStatus, readAppsScriptBody } from './apps-script-response';

describe('readAppsScriptBody (docs/integrations.md "Apps Script webhook": success is in the body)', () => {
  it.each([
    ['{"status":"OK","rowId":12}', { rowId: '12' }],
    ['{"status":"ok"}', {}],
    ['{"ok":true,"rowId":"r-3"}', { rowId: 'r-3' }],
    ['{"status":"success","rowId":4,"duplicate":true}', { rowId: '4' }],
  ])('reads %s as success', (text, value) => {
    expect(readAppsScriptBody(text)._unsafeUnwrap()).toEqual(value);
  });

  it('turns an error body into a rejection with the webhook message', () => {
    expect(
      readAppsScriptBody('{"status":"error","message":"Missing email"}')._unsafeUnwrapErr(),
    ).toEqual({
      type: 'lead_sink.rejected',
      params: { message: 'Missing email' },
    });
    expect(readAppsScriptBody('{"ok":false,"error":"Locked"}')._unsafeUnwrapErr().params).toEqual({
      message: 'Locked',
    });
  });

  it.each([
    ['an HTML error page (a script exception)', '<html>TypeError</html>'],
    ['a JSON array', '[{"status":"OK"}]'],
    ['a field of the wrong type', '{"status":"OK","rowId":{"sheet":1}}'],
    ['a bare JSON value', '"OK"'],
  ])('retries %s instead of dropping the row', (_case, text) => {
    expect(readAppsScriptBody(text)._unsafeUnwrapErr()).toEqual({
      type: 'lead_sink.unavailable',
      params: { message: 'Unreadable webhook answer' },
    });
  });

  it('says the webhook refused the row when an error body carries no message', () => {
    expect(readAppsScriptBody('{"status":"error"}')._unsafeUnwrapErr().params).toEqual({
      message: 'Webhook refused the row',
    });
  });
});

describe('errorForStatus', () => {
  it('retries 5xx, 408 and 429; other statuses are a misconfiguration, with the spec message', () => {
    expect(errorForStatus(503).type).toBe('lead_sink.unavailable');
    expect(errorForStatus(429).type).toBe('lead_sink.unavailable');
    expect(errorForStatus(408).type).toBe('lead_sink.unavailable');
    expect(errorForStatus(403)).toEqual({
      type: 'lead_sink.misconfigured',
      params: { message: 'HTTP 403: Failed to capture lead to Google Sheets' },
    });
  });
});
