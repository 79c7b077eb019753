import { type ReactNode, useState } from 'react';
import { useLocation } from 'wouter';
import { useLanguage } from '../../lib/i18n/use-language';
import { DeferredSection, deferSection } from '../deferred/deferred-section';
import { ON_SCREEN_MARGIN } from '../deferred/when-needed';
import { AnnouncementBar } from './announcement-bar';
import { isChromelessPath } from './is-chromeless-path';
import { SiteHeader } from './site-header';
import '../../styles/layout.css';

// The footer's code loads only when it is on screen or used: its links work as prerendered
// (docs/architecture.md "Pages are prerendered").
const deferredFooter = deferSection(() =>
  import('./site-footer').then((module) => module.SiteFooter),
);

/**
 * The frame of every public page: header, announcement bar, `<main id="main">` (the target of the
 * shell's skip link) and footer.
 * Checkout and payment-result pages keep the header in the flow and get neither the fixed-header
 * padding nor the announcement bar (docs/site.md "Navigation and layout").
 */
export function SiteLayout({ children }: { children: ReactNode }) {
  const [pathname] = useLocation();
  const chromeless = isChromelessPath(pathname);
  const switchedLanguage = useLanguageSwitched();

  return (
    <div className={chromeless ? 'site-layout' : 'site-layout site-layout--header-offset'}>
      <SiteHeader fixed={!chromeless} />
      <AnnouncementBar />
      {/* tabIndex -1 so the skip link moves keyboard focus, not just the scroll position. */}
      <main id="main" className="site-main" tabIndex={-1}>
        {children}
      </main>
      {/*
        The prerendered footer is in the first language. After a language switch its dehydrated
        HTML must not hydrate with the other language's texts (a hydration mismatch): a new
        instance per language renders on the client instead, loading its code at once.
      */}
      <DeferredSection
        key={switchedLanguage ?? 'prerendered'}
        section={deferredFooter}
        eager={switchedLanguage !== undefined}
        rootMargin={ON_SCREEN_MARGIN}
      />
    </div>
  );
}

/** The page language once it differs from the one the page was loaded in; undefined until then. */
function useLanguageSwitched(): string | undefined {
  const language = useLanguage();
  const [firstLanguage] = useState(language);
  const [switched, setSwitched] = useState(false);
  // Derived state, set during render (react.dev "storing information from previous renders").
  if (!switched && language !== firstLanguage) setSwitched(true);
  return switched ? language : undefined;
}
