import { Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Redirect, useLocation, useSearch } from 'wouter';
import { ConsentHost } from '../components/consent/consent-host';
import { SiteLayout } from '../components/layout/site-layout';
import { SchedulingProvider } from '../components/scheduling/scheduling-context';
import { ToastProvider } from '../components/toast/toast-context';
import { ExitIntentOnWideScreens } from '../features/exit-intent/exit-intent-on-wide-screens';
import { carriesCampaign } from '../lib/campaign/campaign-link';
import { useGeo } from '../lib/geo/use-geo';
import { useLanguageSync } from '../lib/i18n/use-language-sync';
import { resolveScreen } from './resolve-screen';
import { ScreenOutlet } from './screen-outlet';
import { useScrollOnNavigate } from './use-scroll-on-navigate';

/** Skip link, site layout and the current screen; unprefixed paths redirect (docs/site.md "Routes"). */
export function AppShell() {
  const [location] = useLocation();
  const search = useSearch();
  const { t } = useTranslation('meta');
  useLanguageSync();
  // Geo detection starts after hydration and applies the geo language once (docs/site.md "Languages").
  useGeo();
  // In-page links and links to `/{lang}#section` from other pages land on their section.
  useScrollOnNavigate();
  // Every page reached keeps the session's first campaign tags (docs/webinar.md "Campaign tags")
  // and its last promo code (docs/purchase.md "Promo codes"). Their code loads only for a tagged
  // page, so an untagged visit pays nothing for it.
  useEffect(() => {
    if (!carriesCampaign(search)) return;
    import('../lib/campaign/first-touch-campaign').then(({ rememberCampaign }) =>
      rememberCampaign(`?${search}`),
    );
  }, [search]);
  const match = resolveScreen(location, search === '' ? '' : `?${search}`);
  if (match.kind === 'redirect') return <Redirect to={match.location} replace />;
  // Toasts, the scheduling modal and the exit-intent popup are site-wide (docs/site.md "Routes").
  return (
    <ToastProvider>
      <SchedulingProvider>
        <a className="skip-link" href="#main">
          {t('a11y.skipToContent')}
        </a>
        <SiteLayout>
          <Suspense fallback={null}>
            <ScreenOutlet screen={match.screen} language={match.language} />
          </Suspense>
        </SiteLayout>
        <ExitIntentOnWideScreens />
        <ConsentHost />
      </SchedulingProvider>
    </ToastProvider>
  );
}
