import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { renderCourse, textOf } from '../../../tests/support/ui/course-test-support';
import { claimTexts } from '../../config/claim-texts';
import { AchievementStatsSection } from './achievement-stats-section';
import { CalendarHeroSection } from './calendar-hero-section';
import { CertificateSection } from './certificate-section';
import { CurriculumSection } from './curriculum-section';
import { InstructorBioSection } from './instructor-bio-section';
import { LectureGallerySection } from './lecture-gallery-section';
import { PainPointsSection } from './pain-points-section';
import { PricingHeroSection } from './pricing-hero-section';
import { ProgrammeSection } from './programme-section';
import { SocialProofSection } from './social-proof-section';

/** Each section with a sentence it must show in Georgian and in English. */
const SECTIONS: readonly [string, ReactElement, string, string][] = [
  [
    'pain points',
    <PainPointsSection key="p" />,
    'ხელფასი ჭერს მიაწყდა',
    'Your salary has hit a ceiling',
  ],
  ['instructor bio', <InstructorBioSection key="i" />, 'ლევან ბერიძე', 'Levan Beridze'],
  [
    'programme',
    <ProgrammeSection key="g" />,
    'პროგრამა სამ საყრდენზე',
    'A programme built on three pillars',
  ],
  ['curriculum', <CurriculumSection key="c" />, 'კარიერის რუკა', 'Career map'],
  ['social proof', <SocialProofSection key="s" />, 'ვიდეოები', 'Videos'],
  ['pricing hero', <PricingHeroSection key="h" />, 'დღგ-ს ჩათვლით', 'VAT included'],
  [
    'calendar hero',
    <CalendarHeroSection key="k" />,
    'დაჯავშნეთ უფასო სტრატეგიული ზარი',
    'Book a free strategy call',
  ],
  ['gallery', <LectureGallerySection key="l" />, 'ონლაინ შეხვედრა', 'Live session'],
  [
    'certificate',
    <CertificateSection key="e" />,
    'დასრულების სერტიფიკატი',
    'Certificate of completion',
  ],
  [
    'stats',
    <AchievementStatsSection key="a" />,
    'მომზადებული პროფესიონალი',
    'professionals trained',
  ],
];

describe.each(SECTIONS)('%s section', (_, element, georgian, english) => {
  it('renders in Georgian with every key present', () => {
    const { html, missing } = renderCourse(element, 'ka');
    expect(missing).toEqual([]);
    expect(textOf(html)).toContain(georgian);
    expect(textOf(html)).not.toContain(english);
  });

  it('renders in English with every key present', () => {
    const { html, missing } = renderCourse(element, 'en');
    expect(missing).toEqual([]);
    expect(textOf(html)).toContain(english);
  });
});

describe('section anchors and content', () => {
  it('puts the anchors the footer and nav scroll to on their sections', () => {
    expect(renderCourse(<InstructorBioSection />, 'ka').html).toContain('id="instructor-bio"');
    expect(renderCourse(<CurriculumSection />, 'ka').html).toContain('id="curriculum"');
    expect(renderCourse(<PricingHeroSection />, 'ka').html).toContain('id="pricing"');
  });

  it('lists eight weekly modules, the last one described in prose', () => {
    const { html } = renderCourse(<CurriculumSection />, 'en');
    expect(html.match(/class="card curriculum__module"/g)).toHaveLength(8);
    expect(textOf(html)).toContain('Week 8');
    expect(textOf(html)).toContain('You present your 12-month plan');
  });

  it('shows the achievement stats the build states, and no income without a survey', () => {
    const text = textOf(renderCourse(<AchievementStatsSection />, 'en').html);
    const { students, averageMonthlyIncome, trackRecord, yearsExperience } = claimTexts.en;
    // The shipped claims: students, track record and years with a basis, no income figure.
    expect(averageMonthlyIncome).toBeUndefined();
    for (const figure of [students, trackRecord, yearsExperience]) {
      expect(figure).toBeDefined();
      expect(text).toContain(figure);
    }
    expect(text).not.toContain('income');
  });

  it('shows no view count while no video is published', () => {
    const text = textOf(renderCourse(<SocialProofSection />, 'en').html);
    expect(text).toContain('The video will be published soon');
    expect(text).not.toMatch(/\d\S* (views|listens)/);
  });

  it('draws the instructor portrait and certificate as labelled SVG, with no external image', () => {
    for (const element of [<InstructorBioSection key="i" />, <CertificateSection key="c" />]) {
      const { html } = renderCourse(element, 'ka');
      expect(html).toMatch(/<svg[^>]*role="img"[^>]*aria-label="[^"]+"/);
      expect(html).not.toMatch(/<img|https?:\/\/[^"]*\.(png|jpe?g|webp)/);
    }
  });

  it('marks the gallery and certificate for lazy rendering', () => {
    expect(renderCourse(<LectureGallerySection />, 'ka').html).toContain('course-section--lazy');
    expect(renderCourse(<CertificateSection />, 'ka').html).toContain('course-section--lazy');
  });
});
