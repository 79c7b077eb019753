import { describe, expect, it } from 'vitest';
import { renderLanding, visibleText } from '../../lib/testing/landing-test-render';
import type { TimelineItem } from './timeline-item';
import { TimelineItemView } from './timeline-item-view';
import { WebinarTimeline } from './webinar-timeline';

const item: TimelineItem = {
  date: '2 დეკემბერი',
  title: 'კარიერა',
  time: '20:00–21:30',
  spotsLeft: 14,
  emoji: '🎯',
};

describe('TimelineItemView (docs/webinar.md "Timeline" states)', () => {
  it('passed: dimmed class, "passed" label, no spots, no button', () => {
    const html = renderLanding(
      <TimelineItemView item={item} status="passed" compact={false} />,
      'ka',
    );
    expect(html).toContain('timeline-item--passed');
    expect(visibleText(html)).toContain('ჩატარდა');
    expect(visibleText(html)).not.toContain('ადგილი');
    expect(html).not.toContain('<button');
  });

  it('today: highlighted, today badge and a join-now link to the webinar page', () => {
    const html = renderLanding(
      <TimelineItemView item={item} status="today" compact={false} />,
      'en',
    );
    expect(html).toContain('timeline-item--today');
    expect(visibleText(html)).toContain('Today');
    expect(html).toMatch(/href="\/en\/webinar"[^>]*>Join now</);
  });

  it('upcoming: a button with the spots left', () => {
    const html = renderLanding(<TimelineItemView item={item} status="upcoming" compact />, 'en');
    expect(html).toContain('<button type="button"');
    expect(visibleText(html)).toContain('14 spots left');
    expect(visibleText(html)).toContain('Register for this session');
  });
});

describe('WebinarTimeline', () => {
  it('prerenders every item as upcoming (no baked "today") with the full anchor', () => {
    const html = renderLanding(<WebinarTimeline variant="full" />, 'ka');
    expect(html).toContain('id="webinar-registration"');
    expect(html).not.toContain('timeline-item--today');
    expect(html).not.toContain('timeline-item--passed');
    expect(html.match(/<li /g)?.length).toBeGreaterThanOrEqual(3);
  });

  it('the compact variant has no anchor', () => {
    expect(renderLanding(<WebinarTimeline variant="compact" />, 'en')).not.toContain(
      'id="webinar-registration"',
    );
  });
});
