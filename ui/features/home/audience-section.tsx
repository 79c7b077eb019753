import { useTranslation } from 'react-i18next';

/** The four audiences the spec names (docs/site.md "Landing sections"): the course is only for people working in tech. */
const AUDIENCES = ['engineers', 'productManagers', 'techLeaders', 'founders'] as const;

/** Initials-style marks for each audience card: self-made artwork, no images. */
const MARKS: Readonly<Record<(typeof AUDIENCES)[number], string>> = {
  engineers: '</>',
  productManagers: '◎',
  techLeaders: '▲',
  founders: '★',
};

/** "Who it is for" (docs/site.md "Landing sections" target-audience entry: title, description). */
export function AudienceSection() {
  const { t } = useTranslation('landing');
  return (
    <section
      className="home-section home-section--tinted"
      id="audience"
      aria-labelledby="audience-title"
    >
      <div className="container">
        <h2 id="audience-title">{t('audience.title')}</h2>
        <p className="lead">{t('audience.intro')}</p>
        <ul className="card-grid">
          {AUDIENCES.map((audience) => (
            <li key={audience} className="card audience-card">
              <span className="audience-card__mark" aria-hidden="true">
                {MARKS[audience]}
              </span>
              <h3>{t(`audience.items.${audience}.title`)}</h3>
              <p>{t(`audience.items.${audience}.description`)}</p>
            </li>
          ))}
        </ul>
        <p className="home-section__note">{t('audience.note')}</p>
      </div>
    </section>
  );
}
