import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '../../core/language/languages';
import { usePageViewTracking } from '../lib/tracking/use-page-view-tracking';
import { screenComponent } from './screen-loader';
import { SCREENS, type ScreenId } from './screens';

/**
 * Renders a screen once its namespaces are loaded in the page language (suspends meanwhile), keeps
 * `document.title` in step on client navigation, then reports the page view with that title.
 */
export function ScreenOutlet({ screen, language }: { screen: ScreenId; language: Language }) {
  const entry = SCREENS[screen];
  const { t } = useTranslation([entry.meta.ns, ...entry.namespaces], { lng: language });
  const title = t(entry.meta.title, { ns: entry.meta.ns });
  useEffect(() => {
    document.title = title;
  }, [title]);
  usePageViewTracking();
  const Screen = screenComponent(screen);
  return <Screen />;
}
