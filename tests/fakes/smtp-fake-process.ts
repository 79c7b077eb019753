/**
 * The local SMTP relay (tests/fakes/smtp-fake.ts) as a process of its own, for tests that run the
 * compiled server as a process too. Prints one JSON line, `{"smtpUrl":…,"controlUrl":…}`, then
 * serves its state on 127.0.0.1:
 *
 *   GET    /messages  every message received, parsed (JSON)
 *   POST   /faults    {"fault": "temporary" | "permanent" | {"slowMs": n}, "count": n}
 *   POST   /outage    stop listening (connections refused)
 *   DELETE /outage    listen again on the same port
 *
 *   node --import tsx tests/fakes/smtp-fake-process.ts
 *
 * SIGTERM or SIGINT stops it.
 */
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readRequestBody } from './read-request-body';
import { type SmtpFake, type SmtpFakeFault, startSmtpFake } from './smtp-fake';

async function addFaults(relay: SmtpFake, request: IncomingMessage): Promise<void> {
  const body = JSON.parse(await readRequestBody(request)) as {
    fault: SmtpFakeFault;
    count?: number;
  };
  relay.failNext(body.fault, body.count ?? 1);
}

async function handle(relay: SmtpFake, request: IncomingMessage): Promise<unknown> {
  const route = `${request.method ?? ''} ${request.url ?? ''}`;
  if (route === 'GET /messages') return relay.messages();
  if (route === 'POST /faults') return addFaults(relay, request);
  if (route === 'POST /outage') return relay.refuseConnections();
  if (route === 'DELETE /outage') return relay.acceptConnections();
  throw new Error(`unknown route ${route}`);
}

const relay = await startSmtpFake();
const control = createServer((request, response) => {
  handle(relay, request).then(
    (answer) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify(answer ?? null));
    },
    (error: unknown) => {
      response.writeHead(400, { 'content-type': 'text/plain' });
      response.end(String(error));
    },
  );
});
control.listen(0, '127.0.0.1', () => {
  const { port } = control.address() as AddressInfo;
  const controlUrl = `http://127.0.0.1:${port.toString()}`;
  process.stdout.write(`${JSON.stringify({ smtpUrl: relay.url, controlUrl })}\n`);
});

const stop = () => {
  control.close();
  void relay.stop().then(() => process.exit(0));
};
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
