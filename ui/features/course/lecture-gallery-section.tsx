import { useTranslation } from 'react-i18next';
import type { LocaleResources } from '../../lib/i18n/locale-resources';
import { LectureArt } from './lecture-art';
import type { LectureSlide } from './lecture-slides';
import './course-sections.css';
import './course-artwork.css';

/** The gallery's pictures; texts under `gallery.items.<id>` in the `product` locales. */
const GALLERY_ITEMS: readonly LectureSlide<keyof LocaleResources['product']['gallery']['items']>[] =
  [
    { id: 'live', motif: 'screen', tone: 'blue' },
    { id: 'groups', motif: 'notes', tone: 'green' },
    { id: 'qa', motif: 'bubbles', tone: 'ink' },
    { id: 'homework', motif: 'chart', tone: 'blue' },
    { id: 'community', motif: 'bubbles', tone: 'green' },
    { id: 'graduation', motif: 'badge', tone: 'ink' },
  ];

/**
 * The lazy gallery (docs/site.md "Landing sections"): drawn pictures of a course week with captions. It is rendered
 * lazily by the browser through `content-visibility: auto` with a reserved intrinsic size (see
 * course-sections.css), so it costs no layout or paint until it nears the viewport and the
 * prerendered HTML still carries its text.
 */
export function LectureGallerySection() {
  const { t } = useTranslation('product');
  return (
    <section
      className="course-section course-section--lazy"
      aria-labelledby="lecture-gallery-title"
    >
      <div className="container">
        <p className="eyebrow">{t('gallery.eyebrow')}</p>
        <h2 id="lecture-gallery-title">{t('gallery.title')}</h2>
        <ul className="course-grid course-grid--three gallery">
          {GALLERY_ITEMS.map((item) => (
            <li key={item.id}>
              <figure className="gallery__item">
                <LectureArt motif={item.motif} tone={item.tone} />
                <figcaption>
                  <strong>{t(`gallery.items.${item.id}.title`)}</strong>{' '}
                  {t(`gallery.items.${item.id}.caption`)}
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
