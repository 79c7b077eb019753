import { useCallback, useEffect, useRef, useState } from 'react';
import type { Actor } from 'xstate';
import type { checkoutMachine } from '../../../core/checkout/checkout-machine';
import type { CheckoutContext, CheckoutEvent } from '../../../core/checkout/checkout-steps';
import type { CheckoutContact } from '../../../core/checkout/stored-contact';

/** The machine's state as the page renders it. */
export interface CheckoutView {
  readonly value: 'contact' | 'submitting' | 'payment' | 'finish';
  readonly context: CheckoutContext;
}

type CheckoutActor = Actor<typeof checkoutMachine>;

/** Loads xstate and the machine (one chunk) and starts an actor with the restored contact. */
async function startActor(contact: CheckoutContact | undefined): Promise<CheckoutActor> {
  const [{ createActor }, { checkoutMachine: machine }] = await Promise.all([
    import('xstate'),
    import('../../../core/checkout/checkout-machine'),
  ]);
  return createActor(machine, { input: contact ? { contact } : {} }).start();
}

/**
 * The core checkout machine, started on the visitor's first interaction with the page rather than
 * at load: xstate is ~12 KiB gzip that step 1 does not need to paint or to hydrate (Lighthouse
 * budget for /{lang}/checkout). Until then the page is at the machine's initial state, the contact
 * step, with the contact restored from session storage. `send` starts the actor if needed and
 * delivers events in order.
 */
export function useCheckoutActor(): {
  readonly view: CheckoutView;
  readonly send: (event: CheckoutEvent) => Promise<void>;
  /** Starts loading the machine (first focus or pointer on the page). */
  readonly warmUp: () => void;
} {
  const [restored, setRestored] = useState<CheckoutContact | undefined>(undefined);
  const [view, setView] = useState<CheckoutView | undefined>(undefined);
  const actor = useRef<Promise<CheckoutActor> | undefined>(undefined);
  const restoredRef = useRef<CheckoutContact | undefined>(undefined);

  const ensure = useCallback((): Promise<CheckoutActor> => {
    actor.current ??= startActor(restoredRef.current).then((started) => {
      const publish = () => {
        const snapshot = started.getSnapshot();
        setView({ value: snapshot.value, context: snapshot.context });
      };
      started.subscribe(publish);
      publish();
      return started;
    });
    return actor.current;
  }, []);

  useEffect(
    () => () => {
      void actor.current?.then((started) => started.stop());
    },
    [],
  );

  const send = useCallback(
    async (event: CheckoutEvent) => {
      if (event.type === 'CONTACT_RESTORED' && actor.current === undefined) {
        restoredRef.current = event.contact;
        setRestored(event.contact);
        return;
      }
      (await ensure()).send(event);
    },
    [ensure],
  );

  const warmUp = useCallback(() => void ensure(), [ensure]);

  return {
    view: view ?? {
      value: 'contact',
      context: { contact: restored, initiation: undefined, error: undefined },
    },
    send,
    warmUp,
  };
}
