import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { CONSENT_COOKIE, readConsentCookie } from '../../../core/consent/tracking-consent';
import { clientEnv } from '../../config/env';
import { OPEN_CONSENT_SETTINGS_EVENT } from '../../lib/consent/consent-events';

/*
 * Where the consent banner lives (docs/legal.md "Consent to tracking"). Nothing is rendered on the
 * server nor on the first client render, so the banner is never on the first paint or the LCP
 * path; it is a fixed bottom bar, so appearing moves nothing (no layout shift). Its code is a chunk
 * of its own, fetched only when it shows.
 */
const ConsentBanner = lazy(() => import('./consent-banner'));

/** Asks on its own only when the build has a tag id (GA4, Meta pixel, LinkedIn) (docs/decisions.md "Consent banner"). */
function tagsConfigured(): boolean {
  const { metaPixelId, ga4Id, linkedinPartnerId } = clientEnv;
  return Boolean(metaPixelId || ga4Id || linkedinPartnerId);
}

interface Shown {
  /** Opened from the footer: the categories are shown, and focus moves in and back out. */
  readonly fromFooter: boolean;
  readonly returnFocus: HTMLElement | null;
}

/** Whether this browser holds a choice of the current version (the cookie core reads). */
function hasChoice(): boolean {
  const prefix = `${CONSENT_COOKIE}=`;
  const entry = document.cookie.split('; ').find((part) => part.startsWith(prefix));
  return readConsentCookie(entry?.slice(prefix.length)) !== undefined;
}

/** Shows the banner when no choice is stored, and whenever the footer's link asks for it. */
export function ConsentHost() {
  const [shown, setShown] = useState<Shown | undefined>(undefined);
  useEffect(() => {
    if (tagsConfigured() && !hasChoice()) setShown({ fromFooter: false, returnFocus: null });
    const open = () => {
      const active = document.activeElement;
      setShown({ fromFooter: true, returnFocus: active instanceof HTMLElement ? active : null });
    };
    window.addEventListener(OPEN_CONSENT_SETTINGS_EVENT, open);
    return () => window.removeEventListener(OPEN_CONSENT_SETTINGS_EVENT, open);
  }, []);
  const close = useCallback(() => {
    shown?.returnFocus?.focus();
    setShown(undefined);
  }, [shown]);
  if (shown === undefined) return null;
  return (
    <Suspense fallback={null}>
      <ConsentBanner key={String(shown.fromFooter)} fromFooter={shown.fromFooter} onClose={close} />
    </Suspense>
  );
}
