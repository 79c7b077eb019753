import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { pagePath } from '../../../core/site/routes';
import { SECTIONS_REVEAL_PERCENT } from '../../../core/webinar/video-progress';
import { GuaranteeConditionsNote } from '../../components/guarantee/guarantee-conditions';
import { useLanguage } from '../../lib/i18n/use-language';
import { useWebinarProgress } from '../../lib/webinar-progress/use-webinar-progress';
import { useWatchGate } from './use-watch-gate';

/** Keys of the course highlights under `nextSteps.items`. */
export const NEXT_STEP_KEYS = ['live', 'cohort', 'guarantee'] as const;

/**
 * The course offer as this tab's watch progress has it (the progress store is shared with the video);
 * open at once when there is nothing to watch.
 */
export function WebinarProgressNextSteps() {
  const revealed = useWebinarProgress().sectionsRevealed;
  const gated = useWatchGate();
  return <WebinarNextSteps revealed={revealed || !gated} />;
}

/**
 * The course offer, revealed at 50 % watched (docs/webinar.md "Video progress": sections reveal at 50); before
 * that a short note keeps its place so nothing jumps when it appears.
 */
export function WebinarNextSteps({ revealed }: { readonly revealed: boolean }) {
  const { t } = useTranslation('webinar');
  const language = useLanguage();
  if (!revealed) {
    return (
      <section
        className="webinar-section webinar-next webinar-next--locked"
        aria-labelledby="webinar-next-title"
      >
        <h2 id="webinar-next-title">{t('nextSteps.title')}</h2>
        <p>{t('nextSteps.locked', { percent: SECTIONS_REVEAL_PERCENT })}</p>
      </section>
    );
  }
  return (
    <section className="webinar-section webinar-next" aria-labelledby="webinar-next-title">
      <h2 id="webinar-next-title">{t('nextSteps.title')}</h2>
      <p>{t('nextSteps.lead')}</p>
      <ul className="webinar-next__list">
        {NEXT_STEP_KEYS.map((key) => (
          <li key={key}>
            <strong>{t(`nextSteps.items.${key}.title`)}</strong>{' '}
            {t(`nextSteps.items.${key}.description`)}
            {key === 'guarantee' ? (
              <>
                <GuaranteeConditionsNote />.
              </>
            ) : null}
          </li>
        ))}
      </ul>
      <Link className="button button--secondary" href={`${pagePath(language, 'home')}#pricing`}>
        {t('nextSteps.link')}
      </Link>
    </section>
  );
}
