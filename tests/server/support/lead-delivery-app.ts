import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import {
  createMemoryEmailSender,
  type MemoryEmailSender,
} from '../../../adapters/email/memory-email-sender';
import { createCryptoIds } from '../../../adapters/ids/crypto-ids';
import {
  createMemoryLeadSink,
  type MemoryLeadSink,
} from '../../../adapters/leads/memory-lead-sink';
import {
  createMemorySmsSender,
  type MemorySmsSender,
} from '../../../adapters/sms/memory-sms-sender';
import { createSmsOfficeSender } from '../../../adapters/sms/smsoffice-sms-sender';
import { createMemorySmsCapStore } from '../../../adapters/sms-caps/memory-sms-cap-store';
import { createSqliteStore } from '../../../adapters/store/sqlite';
import type { OutboxKind } from '../../../core/outbox/outbox-kinds';
import type { EmailSender } from '../../../core/ports/email-sender';
import type { LeadSink } from '../../../core/ports/lead-sink';
import type { RegistrationStore } from '../../../core/ports/registration-store';
import type { SmsSender } from '../../../core/ports/sms-sender';
import type { WebinarSession } from '../../../core/site-config/site-config';
import { DEFAULT_SMS_CAPS, type SmsCaps } from '../../../core/sms/sms-caps';
import { buildApp } from '../../../server/app';
import { parseConfig } from '../../../server/config/config';
import { createSmsGuard } from '../../../server/sms/sms-guard';
import type { SmsOfficeFake } from '../../fakes/smsoffice-fake';
import { siteConfigFixture } from '../../support/site-config-fixture';
import { createSiteFixture, type SiteFixture } from './site-fixture';

/** A mutable clock tests move forward. */
export interface TestClock {
  now(): Date;
  advance(ms: number): void;
}

/** Starts at 2025-10-01 10:00 UTC. */
export function createTestClock(start = new Date('2025-10-01T10:00:00Z')): TestClock {
  let now = start.getTime();
  return {
    now: () => new Date(now),
    advance: (ms) => {
      now += ms;
    },
  };
}

/** An app with the lead routes and outbox worker on a real SQLite file and memory twins. */
export interface LeadDeliveryApp {
  readonly app: FastifyInstance;
  readonly store: RegistrationStore;
  readonly sink: MemoryLeadSink;
  readonly sms: MemorySmsSender;
  readonly email: MemoryEmailSender;
  readonly clock: TestClock;
  readonly logs: () => string;
}

/** Options: env overrides, replacement ports, caps, a shared temp folder (restart tests). */
export interface LeadDeliveryAppOptions {
  readonly env?: Record<string, string>;
  readonly dir?: string;
  readonly leadSink?: LeadSink;
  readonly smsSender?: SmsSender;
  readonly emailSender?: EmailSender;
  readonly caps?: SmsCaps;
  readonly clock?: TestClock;
  readonly random?: () => number;
  readonly pausedKinds?: readonly OutboxKind[];
  /** Another store than the SQLite file in `dir` (the memory or PostgreSQL store). */
  readonly store?: RegistrationStore;
  /** The configured webinar sessions; the shipped ones when omitted. */
  readonly webinarSessions?: readonly WebinarSession[];
}

/** Builds (and readies) the app; the SQLite file lives in `dir` so a second app can reopen it. */
export async function buildLeadDeliveryApp(
  fixture: SiteFixture,
  dir: string,
  options: LeadDeliveryAppOptions = {},
): Promise<LeadDeliveryApp> {
  const config = parseConfig({
    SITE_DIR: fixture.siteDir,
    LOCALES_DIR: fixture.localesDir,
    SITE_ORIGIN: 'https://example.ge',
    // A public origin runs test payments only when told to (docs/operations.md "Payment mode").
    FLITT_MODE: 'demo',
    LOG_LEVEL: 'info',
    OUTBOX_POLL_MS: '50',
    FORM_RATE_LIMIT_PER_MINUTE: '100000',
    ...options.env,
  })._unsafeUnwrap();
  const store = options.store ?? (await createSqliteStore({ filename: join(dir, 'site.db') }));
  const clock = options.clock ?? createTestClock();
  const sink = createMemoryLeadSink();
  const sms = createMemorySmsSender();
  const email = createMemoryEmailSender();
  let lines = '';
  const app = buildApp({
    config,
    dependencies: {
      siteConfig:
        options.webinarSessions === undefined
          ? siteConfigFixture()
          : { ...siteConfigFixture(), webinarSessions: options.webinarSessions },
      store,
      clock,
      ids: createCryptoIds(),
      delivery: {
        leadSink: options.leadSink ?? sink,
        smsSender: options.smsSender ?? sms,
        emailSender: options.emailSender ?? email,
        smsGuard: createSmsGuard({
          caps: options.caps ?? DEFAULT_SMS_CAPS,
          clock,
          store: createMemorySmsCapStore(),
        }),
        random: options.random ?? (() => 0.5),
        pausedKinds: options.pausedKinds ?? [],
      },
    },
    logStream: {
      write: (line) => {
        lines += line;
      },
    },
  });
  await app.ready();
  return { app, store, sink, sms, email, clock, logs: () => lines };
}

/** A temp folder and a fixture site, removed together. */
export function createLeadDeliveryWorkspace(): {
  fixture: SiteFixture;
  dir: string;
  remove(): void;
} {
  const fixture = createSiteFixture();
  const dir = mkdtempSync(join(tmpdir(), 'lead-delivery-'));
  return {
    fixture,
    dir,
    remove: () => {
      fixture.remove();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Polls `condition` every 20 ms until it holds or `timeoutMs` passes. */
export async function waitFor(condition: () => Promise<boolean> | boolean, timeoutMs = 5000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** A valid registration body as the form sends it. */
export function validRegistration(
  overrides: Record<string, unknown> = {},
): Record<string, unknown> {
  return {
    fullName: 'ნინო ბერიძე',
    phoneNumber: '555123456',
    email: 'Nino.Beridze@Example.GE',
    linkedinProfile: 'https://www.linkedin.com/in/nino-beridze',
    ...overrides,
  };
}

/** The real smsoffice.ge sender pointed at a local fake gateway (as the SMS journeys send). */
export function smsOfficeSenderFor(gateway: SmsOfficeFake): SmsSender {
  return createSmsOfficeSender({
    apiKey: gateway.apiKey,
    sender: 'TechCareer',
    baseUrl: gateway.baseUrl,
  });
}

/** The messages the fake gateway took for one national number (each test uses a number of its own). */
export function smsSentTo(gateway: SmsOfficeFake, national: string) {
  return gateway.messages().filter((message) => message.destination === `995${national}`);
}
