import { readFileSync } from 'node:fs';
import type { Command } from 'commander';
import { hasStarted } from '../../core/cohort/cohort-state';
import { claimTexts } from '../../core/site/format-claim';
import { parseSiteConfig } from '../../core/site-config/parse-site-config';
import type { Cohort, SiteConfig } from '../../core/site-config/site-config';
import { timelineStatus } from '../../core/webinar/timeline-status';
import { siteConfigPath } from '../site-config/load-site-config';
import { OpsFailure, type OpsIo } from './ops-context';
import { formatTbilisi } from './tbilisi-time';

/** Where a cohort stands at `now`: registration as configured, then the start. */
function cohortState(cohort: Cohort, now: Date): string {
  if (hasStarted(cohort, now)) return 'started';
  const opens = cohort.registrationOpenDate;
  const closes = cohort.registrationCloseDate;
  if (opens !== undefined && now < opens) return `registration opens ${formatTbilisi(opens)}`;
  if (closes !== undefined && now >= closes) return 'registration closed';
  return 'registration open';
}

/** Each cohort with its dates and state; the earliest whose registration is open is the one on sale. */
function cohortLines(config: SiteConfig, now: Date): string[] {
  const onSale = config.cohorts.find((cohort) => cohortState(cohort, now) === 'registration open');
  return config.cohorts.map((cohort) => {
    const marks = `${cohort === onSale ? '  <- on sale now' : ''}${cohort.example ? '  [example]' : ''}`;
    return (
      `  №${cohort.number}  starts ${formatTbilisi(cohort.startDate)}, early bird until ` +
      `${formatTbilisi(cohort.earlyBirdDeadline)}, ${cohort.maxCapacity} seats: ` +
      `${cohortState(cohort, now)}${marks}`
    );
  });
}

/** The claims as the Georgian pages write them, so the operator sees what visitors will read. */
function claimsLine(config: SiteConfig): string {
  const texts = claimTexts(config.claims, 'ka');
  const views = Object.values(texts.videoViews).join(' / ');
  return (
    `Claims (ka): ${texts.students} students, rating ${texts.rating}, income ` +
    `${texts.averageMonthlyIncome}, track record ${texts.trackRecord}, ${texts.yearsExperience} ` +
    `years, ${texts.partnerUniversities} universities, views ${views}`
  ).replace(/\u00a0/g, ' ');
}

/** The summary a valid file gets: cohorts, sessions still to come, the seller. */
function summary(path: string, config: SiteConfig, now: Date): string {
  const upcoming = config.webinarSessions.filter(
    (session) => timelineStatus(session.startsAt, now) !== 'passed',
  );
  const { seller } = config;
  return [
    `${path} is valid.`,
    `Cohorts (times in Tbilisi):`,
    ...cohortLines(config, now),
    `Webinar sessions: ${upcoming.length} of ${config.webinarSessions.length} still to come`,
    ...upcoming.map((session) => `  ${formatTbilisi(session.startsAt)}  ${session.title.en}`),
    `Seller: ${seller.legalName.en} (${seller.identificationCode}), ${seller.supportEmail}` +
      `${seller.example ? '  [example]' : ''}`,
    claimsLine(config),
  ].join('\n');
}

/** Warnings about sample data that must be replaced before selling (the file is still valid). */
function exampleWarnings(config: SiteConfig): string[] {
  const cohorts = config.cohorts
    .filter((cohort) => cohort.example)
    .map(
      (cohort) =>
        `warning: cohort №${cohort.number} is marked "example": set its real dates, capacity and ` +
        'prices, then remove "example"',
    );
  const seller = config.seller.example
    ? ['warning: seller is marked "example": enter the real legal name, code, address and e-mail']
    : [];
  // The privacy policy names these processors to visitors (docs/legal.md "Processors"): a
  // placeholder would tell them something untrue.
  const processors = Object.entries(config.legal.processors)
    .filter(([, processor]) => processor?.example === true)
    .map(
      ([role]) =>
        `warning: legal processor "${role}" is marked "example": enter the real provider's name ` +
        'and where it keeps data, or remove it if unused, then remove "example"',
    );
  return [...seller, ...cohorts, ...processors];
}

/**
 * `config check`: validates the site configuration (SITE_CONFIG_PATH or config/site.json) as the
 * build and the server do, prints every problem with its field and fails, or prints a summary and
 * warns about sample data (docs/operations.md).
 */
export function registerConfigCommands(program: Command, io: OpsIo): void {
  const config = program.command('config').description('the site configuration (config/site.json)');
  config
    .command('check')
    .description('validate the site configuration and summarise it; warns about example data')
    .action(() => {
      const path = siteConfigPath(io.env, process.cwd());
      let json: unknown;
      try {
        json = JSON.parse(readFileSync(path, 'utf8'));
      } catch (error) {
        throw new OpsFailure(`${path} could not be read: ${(error as Error).message}`);
      }
      const parsed = parseSiteConfig(json);
      if (parsed.isErr()) {
        const lines = parsed.error.issues.map((issue) => `  - ${issue}`).join('\n');
        throw new OpsFailure(`${path} is invalid:\n${lines}`);
      }
      io.stdout(`${summary(path, parsed.value, io.now())}\n`);
      for (const warning of exampleWarnings(parsed.value)) io.stderr(`${warning}\n`);
    });
}
