import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  BOOKING_CLOSE_DELAY_MS,
  handleSchedulingMessage,
  type SchedulingMessageDeps,
} from './scheduling-message-handler';

const ORIGIN = 'https://calendly.com';
const scheduled = (uri: string) => ({
  event: 'calendly.event_scheduled',
  payload: {
    event: { uri },
    invitee: { uri: `${uri}/invitees/1` },
  },
});

function setup() {
  const log: string[] = [];
  const tracked: { name: string; data: Readonly<Record<string, unknown>> }[] = [];
  const deps: SchedulingMessageDeps = {
    allowedOrigin: ORIGIN,
    source: 'webinar_page',
    seenEventUris: new Set(),
    track: (name, data) => tracked.push({ name, data }),
    onReady: () => log.push('ready'),
    onHeight: (px) => log.push(`height:${px}`),
    onScheduled: () => log.push('scheduled'),
    close: () => log.push('close'),
    setTimer: (run, ms) => void setTimeout(run, ms),
  };
  return { deps, log, tracked };
}

describe('handleSchedulingMessage', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('ignores messages from any other origin, even with a Calendly event', () => {
    const { deps, log, tracked } = setup();
    handleSchedulingMessage({ origin: 'https://evil.example', data: scheduled('u1') }, deps);
    handleSchedulingMessage(
      { origin: 'https://calendly.com.evil.example', data: scheduled('u1') },
      deps,
    );
    vi.runAllTimers();
    expect(log).toEqual([]);
    expect(tracked).toEqual([]);
  });

  it('ignores events without the calendly. prefix and malformed data', () => {
    const { deps, log } = setup();
    for (const data of [{ event: 'other.event_scheduled' }, 'calendly.event_scheduled', null, {}]) {
      handleSchedulingMessage({ origin: ORIGIN, data }, deps);
    }
    expect(log).toEqual([]);
  });

  it('hides the loader when the widget reports a page or its height', () => {
    const { deps, log } = setup();
    handleSchedulingMessage(
      { origin: ORIGIN, data: { event: 'calendly.profile_page_viewed' } },
      deps,
    );
    handleSchedulingMessage(
      { origin: ORIGIN, data: { event: 'calendly.page_height', payload: { height: '1200px' } } },
      deps,
    );
    expect(log).toEqual(['ready', 'ready', 'height:1200']);
  });

  it('tracks a booking once per event URI, runs the callback and closes after 1 s', () => {
    const { deps, log, tracked } = setup();
    handleSchedulingMessage(
      { origin: ORIGIN, data: scheduled('https://api.calendly.com/e/1') },
      deps,
    );
    handleSchedulingMessage(
      { origin: ORIGIN, data: scheduled('https://api.calendly.com/e/1') },
      deps,
    );
    expect(tracked).toEqual([
      {
        name: 'event_scheduled',
        data: {
          event_uri: 'https://api.calendly.com/e/1',
          invitee_uri: 'https://api.calendly.com/e/1/invitees/1',
          event_category: 'landing_page',
          event_label: 'event_scheduled',
          source: 'webinar_page',
        },
      },
      { name: 'consultation_scheduled', data: { source: 'webinar_page' } },
    ]);
    expect(log).toEqual(['scheduled']);
    vi.advanceTimersByTime(BOOKING_CLOSE_DELAY_MS - 1);
    expect(log).toEqual(['scheduled']);
    vi.advanceTimersByTime(1);
    expect(log).toEqual(['scheduled', 'close']);
  });

  it('treats a different event URI as a new booking', () => {
    const { deps, tracked } = setup();
    handleSchedulingMessage({ origin: ORIGIN, data: scheduled('e/1') }, deps);
    handleSchedulingMessage({ origin: ORIGIN, data: scheduled('e/2') }, deps);
    expect(tracked.filter((entry) => entry.name === 'event_scheduled')).toHaveLength(2);
  });

  it('accepts a configured test origin instead of calendly.com', () => {
    const { deps, log } = setup();
    const local = { ...deps, allowedOrigin: 'http://127.0.0.1:4100' };
    handleSchedulingMessage({ origin: ORIGIN, data: scheduled('e/1') }, local);
    handleSchedulingMessage({ origin: 'http://127.0.0.1:4100', data: scheduled('e/1') }, local);
    expect(log).toEqual(['scheduled']);
  });
});
