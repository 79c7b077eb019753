import { useCallback, useEffect, useRef } from 'react';
import { useLocation } from 'wouter';
import { pagePath } from '../../../core/site/routes';
import { useLanguage } from '../../lib/i18n/use-language';

/** After a booking the page goes to the language home 7 s later (docs/webinar.md "Booking modal", "redirect 7 s"). */
export const REDIRECT_AFTER_BOOKING_MS = 7000;

/** Returns the callback that schedules the redirect; the timer is cleared if the page unmounts. */
export function useRedirectAfterBooking(): () => void {
  const language = useLanguage();
  const [, navigate] = useLocation();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  return useCallback(() => {
    clearTimeout(timer.current);
    timer.current = setTimeout(
      () => navigate(pagePath(language, 'home')),
      REDIRECT_AFTER_BOOKING_MS,
    );
  }, [language, navigate]);
}
