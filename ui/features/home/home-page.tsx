import { HomeHero } from './home-hero';

/** The landing page (`/{lang}`); later issues add the remaining sections of spec part 1 §2. */
export function HomePage() {
  return <HomeHero />;
}
