import { useMemo } from 'react';
import { promoCodeFor } from '../../lib/campaign/first-touch-campaign';
import { readVisitorContact } from '../../lib/visitor/visitor-contact';
import { ContactStep } from './contact-step';
import { contactStepInput } from './contact-step-input';
import { checkoutPrefill } from './visitor-prefill';

/** Step 1 as the checkout page's deferred section: its props come through `contactStepInput`. */
export function ContactStepSection() {
  const { visitorKnown, ...props } = contactStepInput.use();
  // Read once the page has seen a record or a promo code (never while hydrating: the server had
  // none to show): the webinar form's contact, and the code of this page's link or an earlier one.
  const prefill = useMemo(() => {
    if (!visitorKnown) return {};
    const promoCode = promoCodeFor(window.location.search);
    return {
      ...checkoutPrefill(readVisitorContact()),
      ...(promoCode === undefined ? {} : { promoCode }),
    };
  }, [visitorKnown]);
  return <ContactStep {...props} prefill={prefill} />;
}
