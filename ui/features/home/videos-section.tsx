import { useTranslation } from 'react-i18next';
import { VideoFacade } from '../../components/video/video-facade';
import { claimTexts } from '../../config/claim-texts';
import { useLanguage } from '../../lib/i18n/use-language';
import { HOME_VIDEOS } from './home-videos';

/** Two click-to-load videos (docs/site.md "Landing sections"); nothing from the video hosts loads before a click. */
export function VideosSection() {
  const { t } = useTranslation('landing');
  // The webinar excerpt's caption states the webinar's configured view count (docs/site.md "Claims").
  const views = claimTexts[useLanguage()].videoViews.webinar;
  return (
    <section
      className="home-section home-section--tinted"
      id="videos"
      aria-labelledby="videos-title"
    >
      <div className="container">
        <h2 id="videos-title">{t('videos.title')}</h2>
        <p className="lead">{t('videos.intro')}</p>
        <ul className="home-videos">
          {HOME_VIDEOS.map((video) => {
            const title = t(`videos.items.${video.key}.title`);
            return (
              <li key={video.key}>
                <VideoFacade
                  source={video.source}
                  title={title}
                  playLabel={t('videos.playLabel', { title })}
                  caption={
                    video.source
                      ? t(`videos.items.${video.key}.caption`, { views })
                      : t('videos.comingSoon')
                  }
                  tone={video.tone}
                />
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
