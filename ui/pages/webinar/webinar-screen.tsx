import { DeferredSection, deferSection } from '../../components/deferred/deferred-section';
import { WebinarPage } from '../../features/webinar/webinar-page';

// Both parts are prerendered and load their code on the visitor's first intent (focus, press, typing,
// then idle), not merely when in view: the form posts by itself without its script, and the sessions
// read as upcoming until the clock corrects them (docs/webinar.md "Timeline"). That keeps the page's
// initial JavaScript within budget (docs/performance.md "Budgets").
const liveSessions = deferSection(() =>
  import('./webinar-live-sessions').then((module) => module.WebinarLiveSessions),
);
const liveForm = deferSection(() =>
  import('./webinar-live-form').then((module) => module.WebinarLiveForm),
);

/**
 * `/{lang}/webinar`: the recording page, given the registration for the next live session, which it
 * shows while no recording is configured (docs/webinar.md "Video progress"). Composed here because
 * the webinar and registration features never import each other.
 */
export function WebinarScreen() {
  return (
    <WebinarPage
      liveRegistration={
        <>
          <DeferredSection section={liveSessions} onIntent />
          <DeferredSection section={liveForm} onIntent />
        </>
      }
    />
  );
}
