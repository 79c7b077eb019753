import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import { SCREENS, type ScreenId } from './screens';

const loaded = new Map<ScreenId, ComponentType>();
const lazyScreens = new Map<ScreenId, LazyExoticComponent<ComponentType>>();

/**
 * Loads a screen's code ahead of rendering. The prerenderer and the hydrating client call this for
 * the current screen so the first render is synchronous and matches the HTML exactly.
 */
export async function preloadScreen(screen: ScreenId): Promise<void> {
  if (!loaded.has(screen)) loaded.set(screen, await SCREENS[screen].load());
}

/** The screen's component: the preloaded one, or a lazy one that suspends on client navigation. */
export function screenComponent(screen: ScreenId): ComponentType {
  const ready = loaded.get(screen);
  if (ready) return ready;
  let pending = lazyScreens.get(screen);
  if (!pending) {
    pending = lazy(async () => {
      await preloadScreen(screen);
      const component = loaded.get(screen);
      if (!component) throw new Error(`screen ${screen} failed to load`);
      return { default: component };
    });
    lazyScreens.set(screen, pending);
  }
  return pending;
}
