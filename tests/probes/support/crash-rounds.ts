import type { RegistrationStore } from '../../../core/ports/registration-store';
import { startAppsScriptFake } from '../../fakes/apps-script-fake';
import { startSmsOfficeFake } from '../../fakes/smsoffice-fake';
import { type SmtpFake, startSmtpFake } from '../../fakes/smtp-fake';
import { countEmailDeliveries, type EmailFigures, type ExpectedEmail } from './email-deliveries';
import { pollUntil, type ServerProcess, startServerProcess } from './server-process';

/** Where the server under test keeps its data, and how the probe reads it afterwards. */
export interface CrashDatabase {
  readonly name: string;
  readonly env: Record<string, string>;
  open(): Promise<RegistrationStore>;
}

/** How many rounds, and the site the server serves (a fixture: no build needed). */
export interface CrashRoundsOptions {
  readonly database: CrashDatabase;
  readonly rounds: number;
  readonly siteDir: string;
  readonly localesDir: string;
  /** 201s to collect before the kill, per round (default 20 to 40). */
  readonly acksPerRound?: (round: number) => number;
  /** Concurrent clients posting registrations (default 4). */
  readonly clients?: number;
  readonly log?: (line: string) => void;
}

/** What the rounds left behind, counted at the fakes and in the database. */
export interface CrashFigures extends EmailFigures {
  readonly database: string;
  readonly rounds: number;
  readonly acknowledged: number;
  /** Acknowledged registrations without their lead and its outbox rows (sheet, SMS, e-mail). */
  readonly lost: number;
  readonly smsReceived: number;
  /** Phones that received the confirmation more than once (each registration has its own phone). */
  readonly smsTwice: number;
  readonly smsDelivered: number;
  /** SMS whose outcome a kill made unknown: parked for the operator, never re-sent. */
  readonly smsParked: number;
  readonly sheetArrivals: number;
  readonly sheetRows: number;
  /** Sheet rows whose idempotency key appears more than once in the sheet. */
  readonly sheetRowsTwice: number;
  readonly sheetMissing: number;
  readonly pendingLeft: number;
  readonly finalExitCode: number | null;
}

const registration = (index: number) => ({
  fullName: 'თამარ გელაშვილი',
  phoneNumber: `5552${String(index).padStart(5, '0')}`,
  email: `tamar${index}@example.ge`,
  linkedinProfile: `tamar-${index}`,
});

/** The transactional sender: its domain names every `Message-ID` (adapters/email/message-id.ts). */
const SENDER_DOMAIN = 'example.ge';

/** An acknowledged registration: its id and the address its confirmation e-mail goes to. */
interface Acknowledged {
  readonly id: string;
  readonly email: string;
}

async function post(server: ServerProcess, index: number): Promise<string | null | 'down'> {
  const response = await fetch(`${server.baseUrl}/api/registration`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(registration(index)),
  }).catch(() => null);
  if (response === null) return 'down';
  if (response.status !== 201) throw new Error(`unexpected ${response.status}`);
  return ((await response.json()) as { registrationId: string }).registrationId;
}

/**
 * kill -9 rounds under registration load (docs/security.md "The tests that hold these rules", O1):
 * each round starts the real server on the same database, posts registrations from several
 * clients and kills the process the moment enough 201s have arrived, while deliveries of this and
 * earlier rounds are in flight (the spreadsheet, the SMS gateway and the SMTP relay). A last start
 * drains the outbox; then everything is counted.
 */
export async function runCrashRounds(options: CrashRoundsOptions): Promise<CrashFigures> {
  const log = options.log ?? (() => undefined);
  const sheet = await startAppsScriptFake({ dedupe: true, latencyMs: 20 });
  const sms = await startSmsOfficeFake({ latencyMs: 40 });
  const relay = await startSmtpFake();
  const env = {
    ...options.database.env,
    SITE_DIR: options.siteDir,
    LOCALES_DIR: options.localesDir,
    SHEETS_WEBHOOK_URL: sheet.url,
    SMS_PROVIDER: 'smsoffice',
    SMSOFFICE_API_KEY: sms.apiKey,
    SMSOFFICE_BASE_URL: sms.baseUrl,
    SMTP_URL: relay.url,
    EMAIL_FROM: `TechCareer <no-reply@${SENDER_DOMAIN}>`,
    OUTBOX_LEASE_MS: '2000',
    OUTBOX_POLL_MS: '100',
    FORM_RATE_LIMIT_PER_MINUTE: '100000',
    SMS_MAX_PER_IP_PER_DAY: '100000',
    SMS_DAILY_BUDGET: '1000000',
  };
  const acknowledged: Acknowledged[] = [];
  let index = 0;
  try {
    for (let round = 1; round <= options.rounds; round += 1) {
      const server = await startServerProcess(env);
      const target = acknowledged.length + (options.acksPerRound?.(round) ?? 20 + 4 * round);
      let killing: Promise<void> | null = null;
      const client = async () => {
        while (killing === null) {
          index += 1;
          const { email } = registration(index);
          const id = await post(server, index);
          if (id === 'down') return;
          if (id !== null) acknowledged.push({ id, email });
          if (acknowledged.length >= target) killing ??= server.kill();
        }
      };
      await Promise.all(Array.from({ length: options.clients ?? 4 }, client));
      await killing;
      log(`round ${round}: killed with ${acknowledged.length} acknowledged so far`);
    }
    const last = await startServerProcess(env);
    const drained = await pollUntil(async () => {
      const health = await fetch(`${last.baseUrl}/health`).catch(() => null);
      const body = (await health?.json().catch(() => null)) as { outbox?: { pending: number } };
      return body?.outbox?.pending === 0;
    }, 120_000);
    const finalExitCode = await last.stop();
    if (!drained) log('the outbox did not drain within 2 minutes');
    return await count(
      options.database,
      acknowledged,
      { sheet, sms, relay },
      finalExitCode,
      options.rounds,
    );
  } finally {
    await sheet.stop();
    await sms.stop();
    await relay.stop();
  }
}

/** The fakes the rounds deliver to. */
interface Fakes {
  readonly sheet: Awaited<ReturnType<typeof startAppsScriptFake>>;
  readonly sms: Awaited<ReturnType<typeof startSmsOfficeFake>>;
  readonly relay: SmtpFake;
}

async function count(
  database: CrashDatabase,
  acknowledged: readonly Acknowledged[],
  { sheet, sms, relay }: Fakes,
  finalExitCode: number | null,
  rounds: number,
): Promise<CrashFigures> {
  const store = await database.open();
  try {
    const outbox = await store.listOutbox();
    const keys = new Set(outbox.map((m) => m.idempotencyKey));
    let lost = 0;
    for (const { id } of acknowledged) {
      const whole =
        (await store.findLeadById(id)) !== null &&
        keys.has(`${id}:sheet.lead`) &&
        keys.has(`${id}:sms.webinar_confirmation`) &&
        keys.has(`${id}:email.webinar_confirmation`);
      if (!whole) lost += 1;
    }
    const leads = await store.listLeads();
    const perPhone = new Map<string, number>();
    for (const m of sms.messages())
      perPhone.set(m.destination, (perPhone.get(m.destination) ?? 0) + 1);
    const perKey = new Map<string, number>();
    for (const row of sheet.rows()) {
      const key = String(row.idempotencyKey);
      perKey.set(key, (perKey.get(key) ?? 0) + 1);
    }
    const smsRows = outbox.filter((m) => m.kind === 'sms.webinar_confirmation');
    const expectedEmails: ExpectedEmail[] = acknowledged.map(({ id, email }) => ({
      idempotencyKey: `${id}:email.webinar_confirmation`,
      to: email,
    }));
    return {
      database: database.name,
      rounds,
      acknowledged: acknowledged.length,
      lost,
      smsReceived: sms.messages().length,
      smsTwice: [...perPhone.values()].filter((n) => n > 1).length,
      smsDelivered: smsRows.filter((m) => m.status === 'delivered').length,
      smsParked: smsRows.filter((m) => m.lastError === 'sms.outcome_unknown' && m.status === 'dead')
        .length,
      sheetArrivals: sheet.counts().arrivals,
      sheetRows: sheet.counts().rows,
      sheetRowsTwice: [...perKey.values()].filter((n) => n > 1).length,
      sheetMissing: leads.filter((lead) => !perKey.has(`${lead.id}:sheet.lead`)).length,
      ...countEmailDeliveries(relay.messages(), expectedEmails, SENDER_DOMAIN),
      pendingLeft: outbox.filter((m) => m.status === 'pending').length,
      finalExitCode,
    };
  } finally {
    await store.close();
  }
}
