import { type KeyboardEvent, type RefObject, useCallback, useRef, useState } from 'react';
import { useLocation } from 'wouter';

/** State and handlers of the header's mobile menu. */
export interface MobileMenu {
  open: boolean;
  toggle: () => void;
  close: () => void;
  toggleRef: RefObject<HTMLButtonElement | null>;
  onKeyDown: (event: KeyboardEvent) => void;
}

/**
 * Open/closed state of the mobile menu. Escape closes it and returns focus to the toggle; any change
 * of location closes it too (including back/forward), so a followed link never leaves it open.
 */
export function useMobileMenu(): MobileMenu {
  const [open, setOpen] = useState(false);
  const [location] = useLocation();
  const [seenLocation, setSeenLocation] = useState(location);
  const toggleRef = useRef<HTMLButtonElement | null>(null);

  // Adjusting state during render when an input changes (react.dev "You might not need an effect").
  if (location !== seenLocation) {
    setSeenLocation(location);
    setOpen(false);
  }

  const toggle = useCallback(() => setOpen((value) => !value), []);
  const close = useCallback(() => setOpen(false), []);
  const onKeyDown = useCallback(
    (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || !open) return;
      setOpen(false);
      toggleRef.current?.focus();
    },
    [open],
  );

  return { open, toggle, close, toggleRef, onKeyDown };
}
