import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderCourse, textOf } from '../../../tests/support/ui/course-test-support';

const progress = vi.hoisted(() => ({ videoProgress: 0 }));

// The real hook always reads the initial progress during prerender; the mock stands in for a
// visitor whose stored progress is `progress.videoProgress`.
vi.mock('../../lib/webinar-progress/use-webinar-progress', () => ({
  useWebinarProgress: () => ({
    state: { videoProgress: progress.videoProgress },
    sectionsRevealed: progress.videoProgress >= 50,
  }),
}));

const { CalendarHeroSection } = await import('./calendar-hero-section');

describe('CalendarHeroSection', () => {
  beforeEach(() => {
    progress.videoProgress = 0;
  });

  it('shows six benefit cards and a booking button', () => {
    const { html } = renderCourse(<CalendarHeroSection />, 'en');
    expect(html.match(/<li class="card">/g)).toHaveLength(6);
    expect(html).toMatch(
      /<button type="button" class="button button--primary">Book a free strategy call<\/button>/,
    );
  });

  it('states the real cohort cap and no simulated scarcity by default', () => {
    const text = textOf(renderCourse(<CalendarHeroSection />, 'ka').html);
    expect(text).toContain('ყოველ ნაკადში მაქსიმუმ 30 მონაწილეა');
    expect(text).not.toContain('დარჩა');
    expect(text).not.toContain('დაჯავშნა');
  });

  it('shows the simulated counters at their starting values when enabled', () => {
    const text = textOf(renderCourse(<CalendarHeroSection simulatedCounters />, 'en').html);
    expect(text).toContain('Only 3 spots left this week');
    expect(text).toContain('Offer ends in 23 h 59 min');
    expect(text).toContain('12 people booked a call today');
  });

  it('renders nothing until the video reaches 50 % when shown after progress', () => {
    progress.videoProgress = 49;
    expect(renderCourse(<CalendarHeroSection showAfterProgress />, 'en').html).not.toContain(
      'calendar-hero',
    );
    progress.videoProgress = 50;
    expect(renderCourse(<CalendarHeroSection showAfterProgress />, 'en').html).toContain(
      'Book a free strategy call',
    );
  });

  it('ignores progress when not configured to wait for it', () => {
    progress.videoProgress = 0;
    expect(renderCourse(<CalendarHeroSection />, 'en').html).toContain('Book a free strategy call');
  });
});
