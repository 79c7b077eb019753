import type { SiteFacts } from '../../core/site/site-facts';
import { replaceClaimTexts } from './claim-texts';
import { replaceCompanyInvoices } from './company-invoices';
import { replaceCourseName } from './course';
import { replaceInstalments } from './instalments';
import { replaceLastSessionStart } from './last-session-start';
import { replaceLegalConfig } from './legal';
import { replaceMedia } from './media';
import { replaceSeller } from './seller';
import { replaceSiteCohorts } from './site-cohorts';
import { replaceWebinarSessions } from './webinar-sessions';

/**
 * Makes the pages read the running configuration's facts instead of the build's (docs/site.md
 * "Configuration reaches every page"): before the server renders, and in the browser before it
 * hydrates a page that carries them, so both render the same HTML.
 */
export function applySiteFacts(facts: SiteFacts): void {
  replaceSiteCohorts(facts.cohorts);
  replaceWebinarSessions(facts.webinarSessions);
  replaceLastSessionStart(facts.lastSessionStart);
  replaceSeller(facts.seller);
  replaceCourseName(facts.courseName);
  replaceLegalConfig(facts.legal);
  replaceClaimTexts(facts.claimTexts);
  replaceMedia(facts.media);
  replaceInstalments(facts.instalments);
  replaceCompanyInvoices(facts.companyInvoices);
}
