import course1x1 from '../../assets/brand/course-1x1.png?url';
import course4x3 from '../../assets/brand/course-4x3.png?url';
import course16x9 from '../../assets/brand/course-16x9.png?url';
import logo from '../../assets/brand/logo-512.png?url';

/*
 * The brand's raster images (scripts/images/render-brand-images.mjs renders them), as the build
 * names them: the structured data and the link previews point at them (docs/site.md "SEO").
 */

/** The organisation's logo, 512 × 512. */
export function logoUrl(origin: string): string {
  return `${origin}${logo}`;
}

/** The course image in the three aspect ratios Google's Course guidance asks for, 1200 px wide. */
export function courseImageUrls(origin: string): string[] {
  return [course16x9, course4x3, course1x1].map((path) => `${origin}${path}`);
}

/** The link-preview image (Open Graph): the 16 × 9 course image. */
export function previewImageUrl(origin: string): string {
  return `${origin}${course16x9}`;
}
