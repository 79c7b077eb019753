import { WebinarTimeline } from '../../components/timeline/webinar-timeline';

/** The next live sessions (their statuses follow the visitor's clock once hydrated). */
export function WebinarLiveSessions() {
  return <WebinarTimeline variant="compact" />;
}
