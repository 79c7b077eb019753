import { type KeyboardEvent, type RefObject, useEffect, useRef, useState } from 'react';
import type { ConsentChoice } from '../../../core/consent/tracking-consent';
import { currentConsent, saveConsent } from '../../lib/consent/consent-cookie';

/** The banner's state and what its controls call. */
export interface ConsentChoiceState {
  /** The "Choose" step is open: one checkbox per category. */
  readonly choosing: boolean;
  /** The categories as ticked in the "Choose" step (the stored choice at first). */
  readonly choice: ConsentChoice;
  readonly tick: (category: keyof ConsentChoice, checked: boolean) => void;
  /** The banner's heading, where the focus goes when the banner is opened on request. */
  readonly heading: RefObject<HTMLHeadingElement | null>;
  /** Opens the "Choose" step. */
  readonly choose: () => void;
  /** Stores a choice and closes the banner. */
  readonly decide: (choice: ConsentChoice) => void;
  /** Escape closes the banner when the footer opened it (the stored choice stays). */
  readonly keyDown: (event: KeyboardEvent<HTMLElement>) => void;
}

/**
 * The consent choice's state (docs/legal.md "Consent to tracking"): opened from the footer, the
 * categories are shown at once and the focus moves to the heading; a decision is stored in the
 * consent cookie before the banner closes.
 */
export function useConsentChoice(fromFooter: boolean, onClose: () => void): ConsentChoiceState {
  const [choosing, setChoosing] = useState(fromFooter);
  const [choice, setChoice] = useState<ConsentChoice>(() => currentConsent());
  const heading = useRef<HTMLHeadingElement>(null);
  // Opened on request (the footer link, "Choose"): focus moves to the banner's heading.
  useEffect(() => {
    if (fromFooter) heading.current?.focus();
  }, [fromFooter]);
  return {
    choosing,
    choice,
    tick: (category, checked) => setChoice({ ...choice, [category]: checked }),
    heading,
    choose: () => {
      setChoosing(true);
      heading.current?.focus();
    },
    decide: (next) => {
      saveConsent(next);
      onClose();
    },
    keyDown: (event) => {
      if (event.key === 'Escape' && fromFooter) onClose();
    },
  };
}
