import { deferSection } from '../../components/deferred/deferred-section';

// Everything below the hero loads and hydrates only when needed (docs/performance.md "Budgets": hydrating the
// whole page at once was one ~400 ms task at 4× CPU). Each import is its own chunk.

/** Pain points (course landing). */
export const PainPoints = deferSection(() =>
  import('../../features/course/pain-points-section').then((module) => module.PainPointsSection),
);
/** Key learnings. */
export const KeyLearnings = deferSection(() =>
  import('../../features/home/key-learnings-section').then((module) => module.KeyLearningsSection),
);
/** Who the course is for. */
export const Audience = deferSection(() =>
  import('../../features/home/audience-section').then((module) => module.AudienceSection),
);
/** Instructor bio (`#instructor-bio`). */
export const InstructorBio = deferSection(() =>
  import('../../features/course/instructor-bio-section').then(
    (module) => module.InstructorBioSection,
  ),
);
/** Programme: three pillars and package items. */
export const Programme = deferSection(() =>
  import('../../features/course/programme-section').then((module) => module.ProgrammeSection),
);
/** Curriculum (`#curriculum`). */
export const Curriculum = deferSection(() =>
  import('../../features/course/curriculum-section').then((module) => module.CurriculumSection),
);
/** Social proof: videos, lecture carousel, community metrics. */
export const SocialProof = deferSection(() =>
  import('../../features/course/social-proof-section').then((module) => module.SocialProofSection),
);
/** Trust badges. */
export const TrustBadges = deferSection(() =>
  import('../../features/home/trust-badges-section').then((module) => module.TrustBadgesSection),
);
/** Pricing hero (`#pricing`): schedule, payment and features cards. */
export const PricingHero = deferSection(() =>
  import('../../features/course/pricing-hero-section').then((module) => module.PricingHeroSection),
);
/** Calendar hero: the free strategy call offer. */
export const CalendarHero = deferSection(() =>
  import('../../features/course/calendar-hero-section').then(
    (module) => module.CalendarHeroSection,
  ),
);
/** The two videos. */
export const Videos = deferSection(() =>
  import('../../features/home/videos-section').then((module) => module.VideosSection),
);
/** Lecture gallery. */
export const LectureGallery = deferSection(() =>
  import('../../features/course/lecture-gallery-section').then(
    (module) => module.LectureGallerySection,
  ),
);
/** Certificate. */
export const Certificate = deferSection(() =>
  import('../../features/course/certificate-section').then((module) => module.CertificateSection),
);
/** Achievement stats. */
export const AchievementStats = deferSection(() =>
  import('../../features/course/achievement-stats-section').then(
    (module) => module.AchievementStatsSection,
  ),
);
/** Press logos. */
export const Press = deferSection(() =>
  import('../../features/course/press-section').then((module) => module.PressSection),
);
/** Final call to action. */
export const FinalCta = deferSection(() =>
  import('../../features/home/final-cta-section').then((module) => module.FinalCtaSection),
);
/** FAQ (`#faq`). */
export const Faq = deferSection(() =>
  import('../../features/home/faq-section').then((module) => module.FaqSection),
);
