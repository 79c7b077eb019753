import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { pagePath } from '../../../core/site/routes';
import { VideoFacade } from '../../components/video/video-facade';
import { claimTexts } from '../../config/claim-texts';
import { useLanguage } from '../../lib/i18n/use-language';
import type { VideoProofItem } from './social-proof-videos';

/** One video card: the click-to-load video, its subtitle, views badge and call to action. */
export function VideoProofCard({ item }: { readonly item: VideoProofItem }) {
  const { t } = useTranslation('product');
  const language = useLanguage();
  const key = `socialProof.videos.items.${item.id}` as const;
  const title = t(`${key}.title`);
  const cta = t(`${key}.cta`);
  const badge = t(`${key}.badge`, {
    views: claimTexts[language].videoViews[item.id],
  });
  return (
    <article className="video-proof" aria-labelledby={`video-proof-${item.id}`}>
      <VideoFacade
        source={item.source}
        title={title}
        playLabel={t('socialProof.videos.playLabel', { title })}
        caption={item.source ? badge : t('socialProof.videos.comingSoon')}
        tone={item.tone}
      />
      <h4 id={`video-proof-${item.id}`}>{title}</h4>
      <p>{t(`${key}.subtitle`)}</p>
      <p className="video-proof__badge">{badge}</p>
      {item.link.kind === 'page' ? (
        <Link href={pagePath(language, item.link.page)}>{cta}</Link>
      ) : (
        <a href={item.link.href} target="_blank" rel="noopener noreferrer">
          {cta}
          <span className="course-visually-hidden"> {t('press.newTab')}</span>
        </a>
      )}
    </article>
  );
}
