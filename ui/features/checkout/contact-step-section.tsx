import { useMemo } from 'react';
import { readVisitorContact } from '../../lib/visitor/visitor-contact';
import { ContactStep } from './contact-step';
import { contactStepInput } from './contact-step-input';
import { checkoutPrefill } from './visitor-prefill';

/** Step 1 as the checkout page's deferred section: its props come through `contactStepInput`. */
export function ContactStepSection() {
  const { visitorKnown, ...props } = contactStepInput.use();
  // Read once the page has seen a record (never while hydrating: the server had none to show).
  const prefill = useMemo(
    () => (visitorKnown ? checkoutPrefill(readVisitorContact()) : {}),
    [visitorKnown],
  );
  return <ContactStep {...props} prefill={prefill} />;
}
