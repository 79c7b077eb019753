import { useEffect, useRef } from 'react';
import { useLocation } from 'wouter';
import { useLocationProperty } from 'wouter/use-browser-location';

const browserHash = () => window.location.hash;

/**
 * After each client-side navigation: to the URL's anchor once it is on the page, else (a new page)
 * to the top. The first page load is the browser's own, and going back or forward keeps the
 * browser's scroll restoration (docs/site.md "Navigation and layout").
 */
export function useScrollOnNavigate(): void {
  const [pathname] = useLocation();
  const hash = useLocationProperty(browserHash, () => '');
  const first = useRef(true);
  const historyMove = useRef(false);
  useEffect(() => {
    const onPopState = () => {
      historyMove.current = true;
    };
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, []);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every move to a new path or anchor.
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return undefined;
    }
    if (historyMove.current) {
      historyMove.current = false;
      return undefined;
    }
    if (hash === '' || hash === '#') {
      window.scrollTo({ top: 0 });
      return undefined;
    }
    // The waiting code loads on the first navigation to an anchor, never with the page.
    let cancel: (() => void) | undefined;
    let live = true;
    import('../lib/browser/scroll-on-navigate').then(({ anchorOf, scrollToAnchorWhenReady }) => {
      const anchor = anchorOf(hash);
      if (!live || anchor === '') return;
      const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
      cancel = scrollToAnchorWhenReady(anchor, reduceMotion);
    });
    return () => {
      live = false;
      cancel?.();
    };
  }, [pathname, hash]);
}
