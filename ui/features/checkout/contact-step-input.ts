import type { CheckoutContactErrors } from '../../../core/checkout/checkout-contact-form';
import { createSectionInput } from '../../components/deferred/section-input';
import type { ContactStepProps } from './contact-step';

/** No field errors from the server (one object, so the contact step's effect does not re-run). */
export const NO_SERVER_ERRORS: CheckoutContactErrors = {};

/**
 * What the page gives the contact step: its props, except that what other forms learned and the
 * promo code a link left come as a flag (something is there and nothing is saved); the step reads
 * them and turns them into field values itself, so that code loads with it.
 */
export type ContactStepInput = Omit<ContactStepProps, 'prefill'> & {
  readonly visitorKnown: boolean;
};

/**
 * The contact step's input, provided by the checkout page and read by the step once its code has
 * arrived (docs/performance.md "Budgets": the step hydrates on the visitor's intent, or at once
 * when there is something to fill in). A submit before then is held and replayed to it.
 */
export const contactStepInput = createSectionInput<ContactStepInput>();
