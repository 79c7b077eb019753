import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { pagePath } from '../../../core/site/routes';
import { VideoEmbedFacade } from '../../components/video/video-embed-facade';
import { claimTexts } from '../../config/claim-texts';
import { useLanguage } from '../../lib/i18n/use-language';
import type { VideoProofItem } from './social-proof-videos';

/** One video card: the click-to-load video, its subtitle, its views badge when stated, and call to action. */
export function VideoProofCard({ item }: { readonly item: VideoProofItem }) {
  const { t } = useTranslation('product');
  const language = useLanguage();
  const key = `socialProof.videos.items.${item.id}` as const;
  const title = t(`${key}.title`);
  const cta = t(`${key}.cta`);
  // The view count only beside a published video and only with a basis (docs/site.md "Claims").
  const views = item.source === undefined ? undefined : claimTexts[language].videoViews[item.id];
  const badge = views === undefined ? undefined : t(`${key}.badge`, { views });
  return (
    <article className="video-proof" aria-labelledby={`video-proof-${item.id}`}>
      <VideoEmbedFacade
        source={item.source}
        title={title}
        playLabel={t('socialProof.videos.playLabel', { title })}
        {...(item.source === undefined
          ? { caption: t('socialProof.videos.comingSoon') }
          : badge === undefined
            ? {}
            : { caption: badge })}
        tone={item.tone}
      />
      <h4 id={`video-proof-${item.id}`}>{title}</h4>
      <p>{t(`${key}.subtitle`)}</p>
      {badge === undefined ? null : <p className="video-proof__badge">{badge}</p>}
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
