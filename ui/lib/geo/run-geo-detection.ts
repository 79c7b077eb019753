import { switchLanguagePath } from '../../../core/site/routes';
import { apiGet } from '../api/api-client';
import { readPreferredLanguage } from '../i18n/language-preference';
import { languageFromPath } from '../i18n/use-language';
import { detectGeo } from './detect-geo';
import type { GeoStorage } from './geo-cache';
import { decideGeoLanguage, GEO_LANGUAGE_APPLIED_KEY } from './geo-language';
import { setGeoState } from './geo-store';

function localStorageOrUndefined(): GeoStorage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

/**
 * Detects the visitor's location and applies its language once (docs/messaging.md "Geo detection"). Loaded
 * with a dynamic import after hydration, so it adds nothing to the first paint. `navigate` is
 * wouter's, so the switch is a client-side route change with history replaced.
 */
export async function runGeoDetection(
  navigate: (to: string, options: { replace: boolean }) => void,
): Promise<void> {
  const storage = localStorageOrUndefined();
  const state = await detectGeo({
    fetchGeo: () => apiGet<unknown>('/geo/detect'),
    storage,
    now: () => new Date(),
  });
  setGeoState(state);
  if (state.status !== 'loaded' || storage === undefined) return;
  try {
    const { pathname, search, hash } = window.location;
    const decision = decideGeoLanguage({
      geo: state.geo,
      pathname,
      currentLanguage: languageFromPath(pathname),
      storedPreference: readPreferredLanguage(storage),
      alreadyApplied: storage.getItem(GEO_LANGUAGE_APPLIED_KEY) !== null,
      userAgent: navigator.userAgent,
    });
    if (decision.kind === 'skip') return;
    storage.setItem(GEO_LANGUAGE_APPLIED_KEY, decision.language);
    if (decision.switchPage) {
      navigate(`${switchLanguagePath(pathname, search, decision.language)}${hash}`, {
        replace: true,
      });
    }
  } catch {
    // Storage refused mid-way: without the flag we could not promise "once", so do nothing.
  }
}
