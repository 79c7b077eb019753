import type { Command } from 'commander';
import type { LeadRecord } from '../../core/ports/lead-store';
import type { WaitlistOfferRecord } from '../../core/ports/waitlist-store';
import { tbilisiDateTime } from '../../core/time/tbilisi-time';
import { WAITLIST_SOURCE } from '../../core/waitlist/waitlist-offers';
import { type OpsIo, withStore } from './ops-context';
import { parseCohortNumber } from './option-parsers';
import { textTable } from './text-table';

const HEADER = [
  'place',
  'joined (Tbilisi)',
  'name',
  'e-mail',
  'phone',
  'language',
  'cohort',
  'offer',
  'offered (Tbilisi)',
  'until / closed (Tbilisi)',
];

/** An offer's outcome in words: still holding its seat, used through the link, or passed on. */
function outcome(offer: WaitlistOfferRecord): string {
  if (offer.status === 'open') return 'open (seat held)';
  return offer.status === 'used' ? 'used (checkout opened)' : 'expired (passed on)';
}

function rows(
  leads: readonly LeadRecord[],
  offers: readonly WaitlistOfferRecord[],
): (string | null)[][] {
  return leads.flatMap((lead, index) => {
    const person = [
      String(index + 1),
      tbilisiDateTime(lead.createdAt),
      lead.fullName,
      lead.email,
      lead.phone,
      lead.language ?? 'ka',
    ];
    const own = offers.filter((offer) => offer.leadId === lead.id);
    if (own.length === 0) return [[...person, null, 'waiting', null, null]];
    return own.map((offer) => [
      ...person,
      String(offer.cohortNumber),
      outcome(offer),
      tbilisiDateTime(offer.offeredAt),
      tbilisiDateTime(offer.closedAt ?? offer.expiresAt),
    ]);
  });
}

/** `waitlist`: the waiting list in order, with each person's offers and what became of them. */
export function registerWaitlistCommand(program: Command, io: OpsIo): void {
  program
    .command('waitlist')
    .description('the waiting list in order, its offers of freed seats and their outcome')
    .option('--cohort <n>', 'only the offers of this cohort number', parseCohortNumber)
    .action(async (options: { readonly cohort?: number }) => {
      const { leads, offers } = await withStore(io, async (store) => ({
        leads: await store.listLeads({ source: WAITLIST_SOURCE }),
        offers: await store.listWaitlistOffers(options.cohort),
      }));
      // Oldest first: the order in which freed seats are offered.
      const inOrder = [...leads].sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
      io.stdout(textTable(HEADER, rows(inOrder, offers)));
      const open = offers.filter((offer) => offer.status === 'open').length;
      io.stdout(`${inOrder.length} waiting, ${offers.length} offers (${open} open)\n`);
    });
}
