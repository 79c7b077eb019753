import type { ReactNode } from 'react';
import { useLocation } from 'wouter';
import { AnnouncementBar } from './announcement-bar';
import { BUILD_YEAR } from './build-year';
import { isChromelessPath } from './is-chromeless-path';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import '../../styles/layout.css';

/**
 * The frame of every public page: header, announcement bar, `<main id="main">` (the target of the
 * shell's skip link) and footer.
 * Checkout and payment-result pages keep the header in the flow and get neither the fixed-header
 * padding nor the announcement bar (spec part 1 §2).
 */
export function SiteLayout({
  children,
  copyrightYear = BUILD_YEAR,
}: {
  children: ReactNode;
  copyrightYear?: number;
}) {
  const [pathname] = useLocation();
  const chromeless = isChromelessPath(pathname);

  return (
    <div className={chromeless ? 'site-layout' : 'site-layout site-layout--header-offset'}>
      <SiteHeader fixed={!chromeless} />
      <AnnouncementBar />
      {/* tabIndex -1 so the skip link moves keyboard focus, not just the scroll position. */}
      <main id="main" className="site-main" tabIndex={-1}>
        {children}
      </main>
      <SiteFooter year={copyrightYear} />
    </div>
  );
}
