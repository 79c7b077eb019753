import { DeferredSection } from '../../components/deferred/deferred-section';
import { HomeHero } from '../../features/home/home-hero';
import { HeroCountdownPart, HeroFormPart, HeroTimelinePart } from './hero-deferred-parts';
import {
  AchievementStats,
  Audience,
  CalendarHero,
  Certificate,
  Curriculum,
  Faq,
  FinalCta,
  InstructorBio,
  KeyLearnings,
  LectureGallery,
  PainPoints,
  Press,
  PricingHero,
  Programme,
  SocialProof,
  TrustBadges,
  Videos,
} from './home-deferred-sections';
import '../../features/home/home.css';

/**
 * The landing page (`/{lang}`, docs/site.md "Landing sections"), with the course-landing sections
 * woven in where they read best. Only the hero hydrates at once; the sections below as they near
 * the viewport (home-deferred-sections.ts), third parties on interaction.
 */
export function HomePage() {
  return (
    <>
      <HomeHero
        timeline={<DeferredSection section={HeroTimelinePart} />}
        form={<DeferredSection section={HeroFormPart} />}
        countdown={<DeferredSection section={HeroCountdownPart} />}
      />
      <DeferredSection section={PainPoints} />
      <DeferredSection section={KeyLearnings} />
      <DeferredSection section={Audience} />
      <DeferredSection section={InstructorBio} />
      <DeferredSection section={Programme} />
      <DeferredSection section={Curriculum} />
      <DeferredSection section={SocialProof} />
      <DeferredSection section={TrustBadges} />
      <DeferredSection section={PricingHero} />
      <DeferredSection section={CalendarHero} />
      <DeferredSection section={Videos} />
      <DeferredSection section={LectureGallery} />
      <DeferredSection section={Certificate} />
      <DeferredSection section={AchievementStats} />
      <DeferredSection section={Press} />
      <DeferredSection section={FinalCta} />
      <DeferredSection section={Faq} />
    </>
  );
}
