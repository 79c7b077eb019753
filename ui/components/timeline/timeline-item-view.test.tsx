import { describe, expect, it } from 'vitest';
import { renderLanding, visibleText } from '../../../tests/support/ui/landing-test-render';
import { webinarSessions } from '../../config/webinar-sessions';
import type { TimelineItem } from './timeline-item';
import { TimelineItemView } from './timeline-item-view';
import { WebinarTimeline } from './webinar-timeline';

const item: TimelineItem = {
  key: '2026-12-02T16:00:00.000Z',
  sessionId: '20261202T1600Z',
  date: '2 დეკემბერი, 2026',
  title: 'კარიერა',
  time: '20:00–21:30',
  seats: 14,
  joinUrl: undefined,
};

describe('TimelineItemView (docs/webinar.md "Timeline" states)', () => {
  it('passed: dimmed class, "passed" label, no seats, no button', () => {
    const html = renderLanding(
      <TimelineItemView item={item} status="passed" compact={false} />,
      'ka',
    );
    expect(html).toContain('timeline-item--passed');
    expect(visibleText(html)).toContain('ჩატარდა');
    expect(visibleText(html)).not.toContain('ადგილი');
    expect(html).not.toContain('<button');
  });

  it('today: highlighted with its badge, still a button to register, and no join link yet', () => {
    const html = renderLanding(
      <TimelineItemView
        item={{ ...item, joinUrl: 'https://meet.example.ge/w' }}
        status="today"
        compact={false}
      />,
      'en',
    );
    expect(html).toContain('timeline-item--today');
    expect(visibleText(html)).toContain('Today');
    expect(html).toContain('<button type="button"');
    expect(html).not.toContain('Join now');
  });

  it("live with a configured join address: join-now opens the session's address", () => {
    const joinUrl = 'https://meet.example.ge/webinar';
    const html = renderLanding(
      <TimelineItemView item={{ ...item, joinUrl }} status="live" compact={false} />,
      'en',
    );
    expect(visibleText(html)).toContain('Today');
    expect(html).toMatch(/href="https:\/\/meet\.example\.ge\/webinar"[^>]*>Join now</);
    expect(html).not.toContain('<button');
  });

  it('live without a join address: no join link that would lead nowhere', () => {
    const html = renderLanding(
      <TimelineItemView item={{ ...item, joinUrl: undefined }} status="live" compact={false} />,
      'en',
    );
    expect(html).not.toContain('Join now');
    expect(html).not.toContain('/en/webinar');
  });

  it('upcoming: a button with the configured seats, and no seats line when none are configured', () => {
    const html = renderLanding(<TimelineItemView item={item} status="upcoming" compact />, 'en');
    expect(html).toContain('<button type="button"');
    expect(visibleText(html)).toContain('14 seats');
    expect(visibleText(html)).toContain('Register for this session');
    const without = renderLanding(
      <TimelineItemView item={{ ...item, seats: undefined }} status="upcoming" compact />,
      'en',
    );
    expect(visibleText(without)).not.toMatch(/seat/);
  });
});

describe('WebinarTimeline', () => {
  it('prerenders every configured session as upcoming (no baked "today") with the full anchor', () => {
    const html = renderLanding(<WebinarTimeline variant="full" />, 'ka');
    expect(html).toContain('id="webinar-registration"');
    expect(html).not.toContain('timeline-item--today');
    expect(html).not.toContain('timeline-item--passed');
    expect(html.match(/<li /g)?.length).toBe(webinarSessions.length);
    const first = webinarSessions[0];
    expect(first && visibleText(html)).toContain(first?.title.ka);
  });

  it('the compact variant has no anchor', () => {
    expect(renderLanding(<WebinarTimeline variant="compact" />, 'en')).not.toContain(
      'id="webinar-registration"',
    );
  });
});
