import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import type { ReceivedEmail, SmtpFakeFault } from './smtp-fake';

const SCRIPT = join(import.meta.dirname, 'smtp-fake-process.ts');

/** The local SMTP relay running as a process (tests/fakes/smtp-fake-process.ts), driven over HTTP. */
export interface SmtpFakeProcess {
  /** `smtp://127.0.0.1:<port>`: the server's `SMTP_URL`. */
  readonly url: string;
  messages(): Promise<readonly ReceivedEmail[]>;
  failNext(fault: SmtpFakeFault, count?: number): Promise<void>;
  refuseConnections(): Promise<void>;
  acceptConnections(): Promise<void>;
  stop(): Promise<void>;
}

/** Starts the relay process and waits for the line that names its addresses. */
export async function startSmtpFakeProcess(): Promise<SmtpFakeProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', SCRIPT], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const [line] = (await once(createInterface({ input: child.stdout }), 'line')) as [string];
  const { smtpUrl, controlUrl } = JSON.parse(line) as { smtpUrl: string; controlUrl: string };
  const call = async (method: string, path: string, body?: unknown) => {
    const response = await fetch(`${controlUrl}${path}`, {
      method,
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    if (!response.ok) throw new Error(`${method} ${path}: ${await response.text()}`);
    return response.json() as Promise<unknown>;
  };
  return {
    url: smtpUrl,
    messages: async () => (await call('GET', '/messages')) as ReceivedEmail[],
    failNext: async (fault, count = 1) => {
      await call('POST', '/faults', { fault, count });
    },
    refuseConnections: async () => {
      await call('POST', '/outage');
    },
    acceptConnections: async () => {
      await call('DELETE', '/outage');
    },
    stop: async () => {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      await once(child, 'exit');
    },
  };
}
