import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createAppsScriptLeadSink } from '../../adapters/leads/apps-script-lead-sink';
import { createMemoryLeadSink } from '../../adapters/leads/memory-lead-sink';
import { createUnconfiguredLeadSink } from '../../adapters/leads/unconfigured-lead-sink';
import { type AppsScriptFake, startAppsScriptFake } from '../fakes/apps-script-fake';
import { describeLeadSink } from './lead-sink.contract';
import { aLeadRow } from './lead-sink-fixtures';

describeLeadSink('Apps Script against its local fake', async () => {
  const fake = await startAppsScriptFake();
  const sink = createAppsScriptLeadSink({ url: fake.url });
  return { sink, rows: () => fake.rows(), cleanup: () => fake.stop() };
});

describe('Apps Script lead sink: wire protocol and failures', () => {
  let fake: AppsScriptFake;
  beforeEach(async () => {
    fake = await startAppsScriptFake();
  });
  afterEach(async () => {
    await fake.stop();
  });

  it('posts text/plain JSON once and follows the 302 with a GET, never re-posting', async () => {
    const sink = createAppsScriptLeadSink({ url: fake.url });
    const result = await sink.append(aLeadRow(), 'k-1');
    expect(result._unsafeUnwrap()).toEqual({ rowId: '2' });
    expect(fake.requests()).toEqual([
      { method: 'POST', path: '/exec', contentType: 'text/plain;charset=utf-8' },
      { method: 'GET', path: '/echo', contentType: undefined },
    ]);
  });

  it('reports an HTTP 500 as unavailable and stores nothing', async () => {
    fake.failNext('http500');
    const result = await createAppsScriptLeadSink({ url: fake.url }).append(aLeadRow(), 'k-2');
    expect(result._unsafeUnwrapErr().type).toBe('lead_sink.unavailable');
    expect(fake.rows()).toEqual([]);
  });

  it('gives up after its timeout and reports unavailable', async () => {
    fake.failNext('timeout');
    const started = Date.now();
    const result = await createAppsScriptLeadSink({ url: fake.url, timeoutMs: 200 }).append(
      aLeadRow(),
      'k-3',
    );
    expect(result._unsafeUnwrapErr()).toMatchObject({ type: 'lead_sink.unavailable' });
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('reads an error body inside a 200 as a rejection carrying the webhook message', async () => {
    fake.failNext('error-body');
    const result = await createAppsScriptLeadSink({ url: fake.url }).append(aLeadRow(), 'k-4');
    expect(result._unsafeUnwrapErr()).toEqual({
      type: 'lead_sink.rejected',
      params: { message: 'Sheet is locked' },
    });
  });

  it('retries after a hang past the write without duplicating the row', async () => {
    fake.failNext('timeout-after-write');
    const sink = createAppsScriptLeadSink({ url: fake.url, timeoutMs: 200 });
    expect((await sink.append(aLeadRow(), 'k-5')).isErr()).toBe(true);
    expect((await sink.append(aLeadRow(), 'k-5')).isOk()).toBe(true);
    expect(fake.deliveries()).toHaveLength(2);
    expect(fake.rows()).toHaveLength(1);
  });

  it('recovers after failures: each row delivered once', async () => {
    fake.failNext('http500');
    fake.failNext('error-body');
    const sink = createAppsScriptLeadSink({ url: fake.url });
    const outcomes = [];
    for (let attempt = 0; attempt < 3; attempt += 1) {
      outcomes.push((await sink.append(aLeadRow(), 'k-6')).isOk());
    }
    expect(outcomes).toEqual([false, false, true]);
    expect(fake.rows()).toHaveLength(1);
  });

  it('reports a refused connection as unavailable', async () => {
    await fake.stop();
    const result = await createAppsScriptLeadSink({ url: fake.url }).append(aLeadRow(), 'k-7');
    expect(result._unsafeUnwrapErr()).toEqual({
      type: 'lead_sink.unavailable',
      params: { message: 'Network error' },
    });
    fake = await startAppsScriptFake();
  });

  it('reports a missing deployment (404) as a misconfiguration with the spec message', async () => {
    const result = await createAppsScriptLeadSink({
      url: fake.url.replace('/exec', '/gone'),
    }).append(aLeadRow(), 'k-8');
    expect(result._unsafeUnwrapErr()).toEqual({
      type: 'lead_sink.misconfigured',
      params: { message: 'HTTP 404: Failed to capture lead to Google Sheets' },
    });
  });
});

describe('other lead sinks', () => {
  it('the unconfigured sink answers not_configured so rows stay queued', async () => {
    const result = await createUnconfiguredLeadSink().append(aLeadRow(), 'k');
    expect(result._unsafeUnwrapErr()).toEqual({ type: 'lead_sink.not_configured' });
  });

  it('the memory sink fails on demand, then stores', async () => {
    const sink = createMemoryLeadSink();
    sink.failNext('lead_sink.unavailable');
    expect((await sink.append(aLeadRow(), 'k'))._unsafeUnwrapErr().type).toBe(
      'lead_sink.unavailable',
    );
    expect((await sink.append(aLeadRow(), 'k')).isOk()).toBe(true);
    expect(sink.rows()).toHaveLength(1);
    expect(sink.deliveries()).toBe(2);
  });
});
