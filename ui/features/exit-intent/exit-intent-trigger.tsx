import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { hasRegistered } from '../../lib/visitor/visitor-contact';
import {
  EXIT_INTENT,
  EXIT_INTENT_SHOWN_AT_KEY,
  parseShownAt,
  shouldShowExitIntent,
} from './exit-intent-rules';

// The popup, its form and the API client load only on the first qualifying exit (small initial JS).
const ExitIntentPopup = lazy(() =>
  import('./exit-intent-popup').then((module) => ({ default: module.ExitIntentPopup })),
);

function storedShownAt(): number | null {
  try {
    return parseShownAt(localStorage.getItem(EXIT_INTENT_SHOWN_AT_KEY));
  } catch {
    return null;
  }
}

function rememberShown(now: number): void {
  try {
    localStorage.setItem(EXIT_INTENT_SHOWN_AT_KEY, String(now));
  } catch {
    // Without storage the popup may show again next visit; nothing else depends on it.
  }
}

/**
 * Watches for the pointer leaving the page through the top and, 500 ms later if it has not come
 * back, opens the exit-intent popup (docs/webinar.md "Leads and exit intent"). Mounted once by the app shell.
 */
export function ExitIntentTrigger() {
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  const close = useCallback(() => setOpen(false), []);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const cancel = () => {
      clearTimeout(timer);
      timer = undefined;
    };
    const decide = (clientY: number) =>
      shouldShowExitIntent({
        clientY,
        viewportWidth: window.innerWidth,
        pathname: window.location.pathname,
        now: Date.now(),
        lastShownAt: storedShownAt(),
        registered: hasRegistered(),
      });
    const onLeave = (event: MouseEvent) => {
      if (event.relatedTarget !== null || open || !decide(event.clientY)) return;
      cancel();
      timer = setTimeout(() => {
        timer = undefined;
        // Checked again: another tab may have shown it, or the visitor registered meanwhile.
        if (!decide(0)) return;
        rememberShown(Date.now());
        setMounted(true);
        setOpen(true);
      }, EXIT_INTENT.delayMs);
    };
    document.documentElement.addEventListener('mouseleave', onLeave);
    document.documentElement.addEventListener('mouseenter', cancel);
    return () => {
      cancel();
      document.documentElement.removeEventListener('mouseleave', onLeave);
      document.documentElement.removeEventListener('mouseenter', cancel);
    };
  }, [open]);

  if (!mounted) return null;
  return (
    <Suspense fallback={null}>
      <ExitIntentPopup open={open} onClose={close} />
    </Suspense>
  );
}
