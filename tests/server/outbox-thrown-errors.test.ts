import { okAsync } from 'neverthrow';
import { afterEach, expect, it } from 'vitest';
import type { LeadSink } from '../../core/ports/lead-sink';
import type { SmsSender } from '../../core/ports/sms-sender';
import {
  buildLeadDeliveryApp,
  createLeadDeliveryWorkspace,
  validRegistration,
  waitFor,
} from './support/lead-delivery-app';

const workspaces: ReturnType<typeof createLeadDeliveryWorkspace>[] = [];
afterEach(() => {
  for (const workspace of workspaces.splice(0)) workspace.remove();
});

/** A sink with a bug that quotes the row it choked on. */
const throwingSink: LeadSink = {
  append: (row) => {
    throw new TypeError(`no column for ${row.email} / ${row.phoneNumber}`);
  },
};
const noSms: SmsSender = { send: () => okAsync({}) };

it('logs and keeps the class and message of what an adapter threw, without personal data (docs/operations.md "Outbox: follow-up deliveries")', async () => {
  const workspace = createLeadDeliveryWorkspace();
  workspaces.push(workspace);
  const t = await buildLeadDeliveryApp(workspace.fixture, workspace.dir, {
    leadSink: throwingSink,
    smsSender: noSms,
  });
  await t.app.inject({ method: 'POST', url: '/api/registration', payload: validRegistration() });
  const sheet = async () => (await t.store.listOutbox()).find((m) => m.kind === 'sheet.lead');
  await waitFor(async () => (await sheet())?.lastError !== null);
  expect((await sheet())?.lastError).toBe(
    'outbox.delivery_threw: TypeError: no column for [e-mail] / [phone]',
  );
  await waitFor(() => t.logs().includes('outbox delivery threw: retried later'));
  const [line] = t
    .logs()
    .split('\n')
    .filter((entry) => entry.includes('outbox delivery threw'));
  expect(JSON.parse(line ?? '{}')).toMatchObject({
    level: 50,
    bug: { type: 'TypeError', error: 'TypeError: no column for [e-mail] / [phone]' },
    outbox: { kind: 'sheet.lead' },
  });
  expect(line).not.toMatch(/beridze|555 ?12 ?34 ?56/i);
  await t.app.close();
});
