import type { Page } from 'playwright-core';
import type { Language } from '../../../core/language/languages';
import { FUNNEL_TEXTS } from './funnel-texts';
import { waitForInteractive } from './hydration';

/**
 * Starts the test stub player of `/{lang}/webinar?player=stub` (600 s long) as a visitor does:
 * scrolls to the video, whose section hydrates once it comes near (with no recording configured it
 * sits below the live sessions' registration), presses play and waits for the stub to be there.
 */
export async function startStubPlayer(page: Page, language: Language): Promise<void> {
  await page.locator('.webinar-page__watch').scrollIntoViewIfNeeded();
  const play = page.getByRole('button', { name: FUNNEL_TEXTS[language].webinar.video.play });
  await waitForInteractive(play);
  await play.click();
  await page.waitForFunction(() => '__webinarPlayerStub' in window);
}
