import { useWebinarProgress } from '../../lib/webinar-progress/use-webinar-progress';
import { StrategyCallCta } from './strategy-call-cta';
import { useRedirectAfterBooking } from './use-redirect-after-booking';
import { useWatchGate } from './use-watch-gate';
import { WebinarVideo } from './webinar-video';

/**
 * The recording and the strategy-call button it unlocks (docs/webinar.md "Video progress"). A
 * section of its own, so the player facade and the progress store load when the visitor comes
 * near it: while no recording is configured it sits below the live sessions' registration, and
 * the button needs no watching.
 */
export function WebinarWatch() {
  const progress = useWebinarProgress();
  const redirectHome = useRedirectAfterBooking();
  const gated = useWatchGate();
  return (
    <div className="webinar-page__watch">
      <WebinarVideo progress={progress} />
      <StrategyCallCta progress={progress} onScheduled={redirectHome} gated={gated} />
    </div>
  );
}
