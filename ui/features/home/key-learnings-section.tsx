import { useTranslation } from 'react-i18next';
import { readTitledItems } from './titled-items';

/** "What you will learn" (docs/site.md "Landing sections"; docs/site.md "Landing sections" key learning: title, description). */
export function KeyLearningsSection() {
  const { t } = useTranslation('landing');
  const items = readTitledItems(t('keyLearnings.items', { returnObjects: true }));
  return (
    <section className="home-section" id="key-learnings" aria-labelledby="key-learnings-title">
      <div className="container">
        <h2 id="key-learnings-title">{t('keyLearnings.title')}</h2>
        <p className="lead">{t('keyLearnings.intro')}</p>
        <ol className="card-grid card-grid--three home-numbered">
          {items.map((item) => (
            <li key={item.title} className="card">
              <h3>{item.title}</h3>
              <p>{item.description}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
