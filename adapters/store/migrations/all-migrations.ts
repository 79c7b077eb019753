import { initial } from './001-initial';
import { paymentStatusAndLanguage } from './002-payment-status-and-language';
import { operatorListingIndexes } from './003-operator-listing-indexes';
import { orderCohort } from './004-order-cohort';
import { outboxSendStart } from './005-outbox-send-start';
import { orderContact } from './006-order-contact';
import { statusCheckSchedule } from './007-status-check-schedule';
import { outboxClaimIndex } from './008-outbox-claim-index';
import { consentChoices } from './009-consent-choices';
import { leadWebinarSession } from './010-lead-webinar-session';
import { refunds } from './011-refunds';
import { orderHoldAddress } from './012-hold-address';
import { waitlistOffers } from './013-waitlist-offers';
import { orderPromo } from './014-order-promo';
import { orderPaymentMethod } from './015-order-payment-method';
import { companyInvoices } from './016-company-invoices';
import type { Migration } from './migration';

/** Every migration in the order it is applied. Append only: never edit one that has shipped. */
export const ALL_MIGRATIONS: readonly Migration[] = [
  initial,
  paymentStatusAndLanguage,
  operatorListingIndexes,
  orderCohort,
  outboxSendStart,
  orderContact,
  statusCheckSchedule,
  outboxClaimIndex,
  consentChoices,
  leadWebinarSession,
  refunds,
  orderHoldAddress,
  waitlistOffers,
  orderPromo,
  orderPaymentMethod,
  companyInvoices,
];
