import { useTranslation } from 'react-i18next';
import { CONFIGURED_PUBLICATIONS, type PressPublication } from './press-publications';
import './course-sections.css';
import './course-artwork.css';

/** Props of the press section. */
export interface PressSectionProps {
  readonly publications?: readonly PressPublication[];
}

/** The card's face: the local logo when there is one, otherwise the name; the description below. */
function PublicationFace({ publication }: { readonly publication: PressPublication }) {
  return (
    <>
      {publication.logo ? (
        <img
          src={publication.logo.src}
          width={publication.logo.width}
          height={publication.logo.height}
          alt={publication.name}
          loading="lazy"
          decoding="async"
        />
      ) : (
        <span className="press__name">{publication.name}</span>
      )}
      {publication.description ? (
        <span className="press__description">{publication.description}</span>
      ) : null}
    </>
  );
}

/**
 * Press mentions (docs/site.md "Landing sections" "Press logos open the publication URL in a new tab if one is
 * set"): a link card with `target="_blank"` and `rel="noopener noreferrer"` when a URL is set, a
 * plain card otherwise. Renders nothing while no publication is configured.
 */
export function PressSection({ publications = CONFIGURED_PUBLICATIONS }: PressSectionProps) {
  const { t } = useTranslation('product');
  if (publications.length === 0) return null;
  return (
    <section className="course-section press" aria-labelledby="press-title">
      <div className="container">
        <h2 id="press-title">{t('press.title')}</h2>
        <ul className="press__list">
          {publications.map((publication) => (
            <li key={publication.id} className="press__card">
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
