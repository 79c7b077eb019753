import { AchievementStatsSection } from '../course/achievement-stats-section';
import { CalendarHeroSection } from '../course/calendar-hero-section';
import { CertificateSection } from '../course/certificate-section';
import { CurriculumSection } from '../course/curriculum-section';
import { InstructorBioSection } from '../course/instructor-bio-section';
import { LectureGallerySection } from '../course/lecture-gallery-section';
import { PainPointsSection } from '../course/pain-points-section';
import { PressSection } from '../course/press-section';
import { PricingHeroSection } from '../course/pricing-hero-section';
import { ProgrammeSection } from '../course/programme-section';
import { SocialProofSection } from '../course/social-proof-section';
import { AudienceSection } from './audience-section';
import { FaqSection } from './faq-section';
import { FinalCtaSection } from './final-cta-section';
import { HomeHero } from './home-hero';
import { KeyLearningsSection } from './key-learnings-section';
import { TrustBadgesSection } from './trust-badges-section';
import { VideosSection } from './videos-section';
import './home.css';

/**
 * The landing page (`/{lang}`, spec part 1 §2): the landing sections in the spec's order with the
 * course-landing sections woven in where they read best. Everything is prerendered; third parties
 * (videos, Calendly) load only on interaction, so below-the-fold sections cost no network at first paint.
 */
export function HomePage() {
  return (
    <>
      <HomeHero />
      <PainPointsSection />
      <KeyLearningsSection />
      <AudienceSection />
      <InstructorBioSection />
      <ProgrammeSection />
      <CurriculumSection />
      <SocialProofSection />
      <TrustBadgesSection />
      <PricingHeroSection />
      <CalendarHeroSection />
      <VideosSection />
      <LectureGallerySection />
      <CertificateSection />
      <AchievementStatsSection />
      <PressSection />
      <FinalCtaSection />
      <FaqSection />
    </>
  );
}
