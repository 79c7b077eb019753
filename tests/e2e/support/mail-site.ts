import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import type { ReceivedEmail } from '../../fakes/smtp-fake';
import { type SmtpFakeProcess, startSmtpFakeProcess } from '../../fakes/smtp-fake-client';
import { launchChromium } from './browser';
import { type SiteServer, startSiteServer } from './site-server';

/** The transactional sender the journeys' server runs with (`EMAIL_FROM`). */
export const JOURNEY_SENDER = { name: 'TechCareer', address: 'no-reply@techcareer.ge' } as const;

/** The compiled site sending its e-mail through the local SMTP relay, which runs as a process. */
export interface MailContext {
  readonly server: SiteServer;
  readonly relay: SmtpFakeProcess;
  readonly browser: Browser;
}

/**
 * Registers the hooks of an e-mail journey file: the SMTP relay process, then the compiled server
 * with `SMTP_URL` pointing at it (and `extraEnv` on top), and the shared Chromium before the file's
 * tests; all stopped after them.
 */
export function setUpMailSite(extraEnv: Record<string, string> = {}): MailContext {
  const context = {} as { server: SiteServer; relay: SmtpFakeProcess; browser: Browser };
  beforeAll(async () => {
    const [relay, browser] = await Promise.all([startSmtpFakeProcess(), launchChromium()]);
    Object.assign(context, { relay, browser });
    context.server = await startSiteServer({
      SMTP_URL: relay.url,
      EMAIL_FROM: `${JOURNEY_SENDER.name} <${JOURNEY_SENDER.address}>`,
      OUTBOX_POLL_MS: '100',
      ...extraEnv,
    });
  });
  afterAll(async () => {
    await context.browser?.close();
    await context.server?.stop();
    await context.relay?.stop();
  });
  return context;
}

/**
 * Every e-mail the relay received for `address`, once the first has arrived and `settleMs` more
 * have passed, so a repeat delivery would be among them.
 */
export async function emailsTo(
  relay: SmtpFakeProcess,
  address: string,
  { timeoutMs = 15_000, settleMs = 1_000 } = {},
): Promise<ReceivedEmail[]> {
  const to = async () =>
    (await relay.messages()).filter((email) => email.envelope.to.includes(address));
  const deadline = Date.now() + timeoutMs;
  while ((await to()).length === 0) {
    if (Date.now() > deadline) throw new Error(`no e-mail to ${address} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await new Promise((resolve) => setTimeout(resolve, settleMs));
  return to();
}
