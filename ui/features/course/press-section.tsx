import { useTranslation } from 'react-i18next';
import type { PressEntry } from '../../../core/site-config/site-config';
import { media } from '../../config/media';
import { useLanguage } from '../../lib/i18n/use-language';
import './course-sections.css';
import './course-artwork.css';

/** Props of the press section. */
export interface PressSectionProps {
  /** The configured press entries (`media.press` in config/site.json) unless given. */
  readonly publications?: readonly PressEntry[];
}

/** The card's face: the publication's name as it writes it, and the line about the article below. */
function PublicationFace({ publication }: { readonly publication: PressEntry }) {
  const language = useLanguage();
  const description = publication.description?.[language];
  return (
    <>
      <span className="press__name">{publication.name}</span>
      {description ? <span className="press__description">{description}</span> : null}
    </>
  );
}

/**
 * Press mentions (docs/site.md "Media"): a link card with `target="_blank"` and
 * `rel="noopener noreferrer"` when a URL is set, a plain card otherwise. Renders nothing while no
 * publication is configured: none is ever invented.
 */
export function PressSection({ publications = media.press }: PressSectionProps) {
  const { t } = useTranslation('product');
  if (publications.length === 0) return null;
  return (
    <section className="course-section press" aria-labelledby="press-title">
      <div className="container">
        <h2 id="press-title">{t('press.title')}</h2>
        <ul className="press__list">
          {publications.map((publication) => (
            <li key={`${publication.name}-${publication.url ?? ''}`} className="press__card">
              {publication.url ? (
                <a href={publication.url} target="_blank" rel="noopener noreferrer">
                  <PublicationFace publication={publication} />
                  <span className="course-visually-hidden"> {t('press.newTab')}</span>
                </a>
              ) : (
                <PublicationFace publication={publication} />
              )}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
