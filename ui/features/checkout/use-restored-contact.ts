import { useEffect, useState } from 'react';
import type { CheckoutContact } from '../../../core/checkout/stored-contact';
import { hasKeptPromoCode } from '../../lib/campaign/campaign-link';
import { hasSavedCheckoutContact } from '../../lib/checkout/checkout-storage';
import { hasVisitorContact } from '../../lib/visitor/visitor-contact-key';

/**
 * The contact found in session storage after hydration, fresh or not (core's initial view decides
 * whether it has expired): when it was saved, when it was read.
 */
export interface RestoredContact {
  readonly contact: CheckoutContact;
  readonly savedAt: number;
  readonly readAt: number;
}

/** What session storage held for the checkout once the page hydrated. */
interface CheckoutRestore {
  readonly restored: RestoredContact | undefined;
  /** Another form's contact, or a link's promo code, is there for step 1 to fill in. */
  readonly visitorKnown: boolean;
}

/**
 * Session storage, read after hydration so the prerendered page and the first render agree. The
 * record's reader (and its schema) loads only when there is a record to read.
 */
export function useRestoredContact(): CheckoutRestore {
  const [restored, setRestored] = useState<RestoredContact>();
  const [visitorKnown, setVisitorKnown] = useState(false);
  useEffect(() => {
    let unmounted = false;
    const restore = async () => {
      const stored = hasSavedCheckoutContact()
        ? await import('../../lib/checkout/read-checkout-contact').then(
            (module) => module.readCheckoutContact(),
            () => undefined,
          )
        : undefined;
      if (unmounted) return;
      if (stored)
        setRestored({ contact: stored.data, savedAt: stored.savedAt, readAt: Date.now() });
      else setVisitorKnown(hasVisitorContact() || hasKeptPromoCode());
    };
    void restore();
    return () => {
      unmounted = true;
    };
  }, []);
  return { restored, visitorKnown };
}
