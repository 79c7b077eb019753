import { type Command, Option } from 'commander';
import type { LeadRecord } from '../../core/ports/lead-store';
import type { LeadQuery } from '../../core/ports/operator-queries';
import { tbilisiDateTime } from '../../core/time/tbilisi-time';
import { csvDocument } from './csv';
import { writeExport } from './export-output';
import { type OpsIo, withStore } from './ops-context';
import { DAY_HELP, dayRangeOption, parseDay, parseLimit } from './option-parsers';
import { textTable } from './text-table';
import { utmText } from './utm-text';

interface LeadFilterOptions {
  readonly from?: Date;
  readonly to?: Date;
  readonly source?: string;
}

const TABLE_HEADER = ['created (Tbilisi)', 'source', 'name', 'e-mail', 'phone', 'city', 'utm'];
const CSV_HEADER = [
  'created (Tbilisi)',
  'source',
  'name',
  'e-mail',
  'phone',
  'city',
  'LinkedIn',
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_content',
  'utm_term',
  'id',
];

function query(options: LeadFilterOptions): LeadQuery {
  return {
    ...dayRangeOption(options),
    ...(options.source === undefined ? {} : { source: options.source }),
  };
}

const tableRow = (lead: LeadRecord) => [
  tbilisiDateTime(lead.createdAt),
  lead.source,
  lead.fullName,
  lead.email,
  lead.phone,
  lead.city,
  utmText(lead.utm),
];

const csvRow = (lead: LeadRecord) => {
  const { utm } = lead;
  return [
    tbilisiDateTime(lead.createdAt, true),
    lead.source,
    lead.fullName,
    lead.email,
    lead.phone,
    lead.city,
    lead.linkedIn,
    ...[utm.source, utm.medium, utm.campaign, utm.content, utm.term].map((tag) => tag ?? null),
    lead.id,
  ];
};

function withFilters(command: Command): Command {
  return command
    .option('--from <date>', DAY_HELP.from, parseDay)
    .option('--to <date>', DAY_HELP.to, parseDay)
    .option('--source <source>', 'only this source, e.g. hero_registration_form or exit_intent');
}

/** `leads list` and `leads export`: webinar registrations and exit-intent e-mails. */
export function registerLeadCommands(program: Command, io: OpsIo): void {
  const leads = program.command('leads').description('webinar registrations and exit-intent leads');
  withFilters(leads.command('list').description('show leads as a table, newest first'))
    .addOption(new Option('--limit <n>', 'show at most n leads').default(50).argParser(parseLimit))
    .action(async (options: LeadFilterOptions & { readonly limit: number }) => {
      const filter = query(options);
      const rows = await withStore(io, (store) =>
        store.listLeads({ ...filter, limit: options.limit }),
      );
      io.stdout(textTable(TABLE_HEADER, rows.map(tableRow)));
      io.stdout(`${rows.length} lead${rows.length === 1 ? '' : 's'}\n`);
    });
  withFilters(leads.command('export').description('write every matching lead as CSV, newest first'))
    .option('--out <file>', 'write to this file instead of stdout')
    .action(async (options: LeadFilterOptions & { readonly out?: string }) => {
      const filter = query(options);
      const rows = await withStore(io, (store) => store.listLeads(filter));
      writeExport(io, csvDocument(CSV_HEADER, rows.map(csvRow)), rows.length, options.out);
    });
}
