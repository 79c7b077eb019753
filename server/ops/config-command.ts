import { readFileSync } from 'node:fs';
import type { Command } from 'commander';
import { cohortOnSale } from '../../core/cohort/cohort-on-sale';
import { hasStarted } from '../../core/cohort/cohort-state';
import { calendarWarnings } from '../../core/config-warnings/calendar-warnings';
import { instalmentWarnings } from '../../core/config-warnings/instalment-warnings';
import { promoCodeWarnings } from '../../core/config-warnings/promo-code-warnings';
import {
  claimTexts,
  exampleClaims,
  type HiddenClaimReason,
  hiddenClaims,
} from '../../core/site/format-claim';
import { cohortsWithOriginalPrice } from '../../core/site-config/deprecated-fields';
import { parseSiteConfig } from '../../core/site-config/parse-site-config';
import type { Cohort, SiteConfig } from '../../core/site-config/site-config';
import { tbilisiDateTime } from '../../core/time/tbilisi-time';
import { sessionStatus } from '../../core/webinar/session-status';
import { siteConfigPath } from '../site-config/load-site-config';
import { calendarWarningText } from './calendar-warning-text';
import { instalmentWarningText } from './instalment-warning-text';
import { OpsFailure, type OpsIo } from './ops-context';
import { promoWarningText } from './promo-warning-text';

/** Where a cohort stands at `now`: registration as configured, then the start. */
function cohortState(cohort: Cohort, now: Date): string {
  if (hasStarted(cohort, now)) return 'started';
  const opens = cohort.registrationOpenDate;
  const closes = cohort.registrationCloseDate;
  if (opens !== undefined && now < opens) return `registration opens ${tbilisiDateTime(opens)}`;
  if (closes !== undefined && now >= closes) return 'registration closed';
  return 'registration open';
}

/** Each cohort with its dates and state, the one on sale (`cohortOnSale`) marked. */
function cohortLines(config: SiteConfig, now: Date): string[] {
  const offer = cohortOnSale(config.cohorts, now);
  const onSale = offer.status === 'open' ? offer.cohort : undefined;
  return config.cohorts.map((cohort) => {
    const marks = `${cohort === onSale ? '  <- on sale now' : ''}${cohort.example ? '  [example]' : ''}`;
    return (
      `  №${cohort.number}  starts ${tbilisiDateTime(cohort.startDate)}, early bird until ` +
      `${tbilisiDateTime(cohort.earlyBirdDeadline)}, ${cohort.maxCapacity} seats: ` +
      `${cohortState(cohort, now)}${marks}`
    );
  });
}

/** The claims the Georgian pages state, as they write them, so the operator sees what visitors read. */
function claimsLine(config: SiteConfig): string {
  const texts = claimTexts(config, 'ka');
  const views = Object.entries(texts.videoViews).filter(([, text]) => text !== undefined);
  const income = texts.averageMonthlyIncome;
  const shown = [
    texts.students && `${texts.students} students`,
    texts.rating && `rating ${texts.rating.figure} (${texts.rating.respondents} answers)`,
    income && `income ${income.figure} (${income.measure} of ${income.respondents} answers)`,
    texts.trackRecord && `track record ${texts.trackRecord}`,
    texts.yearsExperience && `${texts.yearsExperience} years`,
    texts.partnerUniversities && `universities ${texts.partnerUniversities.names}`,
    views.length > 0 && `views ${views.map(([id, text]) => `${id} ${text}`).join(' / ')}`,
  ].filter((part) => typeof part === 'string');
  return `Claims shown (ka): ${shown.length > 0 ? shown.join(', ') : 'none'}`.replace(
    /\u00a0/g,
    ' ',
  );
}

/** What a claim the pages leave out needs (docs/site.md "Claims"). */
const HIDDEN_CLAIM_FIX: Readonly<Record<HiddenClaimReason, string>> = {
  no_basis:
    'has no basis and is not shown: give "wording" and "basis" (what was counted, "asOf", ' +
    '"source", and "respondents" for a survey)',
  no_names: 'names no university and is not shown: list each name in Georgian and English',
  no_video: 'is not shown because its video is not configured in "media"',
};

/** Claims that are not shown, and sample claims still on the pages. */
function claimWarnings(config: SiteConfig): string[] {
  return [
    ...hiddenClaims(config).map(
      ({ claim, reason }) => `warning: claim "${claim}" ${HIDDEN_CLAIM_FIX[reason]}`,
    ),
    ...exampleClaims(config).map(
      ({ claim }) =>
        `warning: claim "${claim}" is marked "example": check the figure against its basis, ` +
        'then remove "example"',
    ),
  ];
}

/** The summary a valid file gets: cohorts, sessions still to come, the seller. */
function summary(path: string, config: SiteConfig, now: Date): string {
  const upcoming = config.webinarSessions.filter(
    (session) => sessionStatus(session, now) !== 'passed',
  );
  const { seller } = config;
  return [
    `${path} is valid.`,
    `Cohorts (times in Tbilisi):`,
    ...cohortLines(config, now),
    `Webinar sessions: ${upcoming.length} of ${config.webinarSessions.length} still to come`,
    ...upcoming.map((session) => `  ${tbilisiDateTime(session.startsAt)}  ${session.title.en}`),
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

/** The undated struck-through price is ignored now: say so, and where a price really charged goes. */
function originalPriceWarnings(json: unknown): string[] {
  return cohortsWithOriginalPrice(json).map(
    (cohort) =>
      `warning: cohort №${cohort} has prices.original, which is ignored and not shown: a price is ` +
      'struck through only if it was really charged; list it in prices.previous with its dates ' +
      '(amount, chargedFrom, chargedUntil) or delete "original" (docs/purchase.md "Course and price")',
  );
}

/** The file's JSON, or a failure naming the file. */
function readJson(path: string): unknown {
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch (error) {
    throw new OpsFailure(`${path} could not be read: ${(error as Error).message}`);
  }
}

/** The valid configuration, or a failure listing every problem with its field. */
function parsedConfig(path: string, json: unknown): SiteConfig {
  const parsed = parseSiteConfig(json);
  if (parsed.isErr()) {
    const lines = parsed.error.issues.map((issue) => `  - ${issue}`).join('\n');
    throw new OpsFailure(`${path} is invalid:\n${lines}`);
  }
  return parsed.value;
}

/**
 * `config check [--strict]`: validates the site configuration as the build and the server do,
 * printing every problem with its field, or a summary and the warnings; `--strict` fails on any
 * warning (docs/operations.md "Site configuration").
 */
export function registerConfigCommands(program: Command, io: OpsIo): void {
  const config = program.command('config').description('the site configuration (config/site.json)');
  config
    .command('check')
    .description(
      'validate the site configuration and summarise it; warns about example data, claims without a basis, ignored fields, the calendar and promo codes',
    )
    .option('--strict', 'exit 1 when there is any warning (calendar, example data, ignored fields)')
    .action((options: { strict?: boolean }) => {
      const path = siteConfigPath(io.env, process.cwd());
      const json = readJson(path);
      const site = parsedConfig(path, json);
      const now = io.now();
      io.stdout(`${summary(path, site, now)}\n`);
      const warnings = [
        ...exampleWarnings(site),
        ...claimWarnings(site),
        ...originalPriceWarnings(json),
        ...calendarWarnings(site, now).map(calendarWarningText),
        ...promoCodeWarnings(site, now).map(promoWarningText),
        ...instalmentWarnings(site, now).map(instalmentWarningText),
      ];
      for (const warning of warnings) io.stderr(`${warning}\n`);
      if (options.strict === true && warnings.length > 0) {
        throw new OpsFailure(`--strict: ${warnings.length} warning(s) above`);
      }
    });
}
