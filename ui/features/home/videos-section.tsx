import { useTranslation } from 'react-i18next';
import { VideoEmbedFacade } from '../../components/video/video-embed-facade';
import { claimTexts } from '../../config/claim-texts';
import { useLanguage } from '../../lib/i18n/use-language';
import { HOME_VIDEOS } from './home-videos';

/** Two click-to-load videos (docs/site.md "Landing sections"); nothing from the video hosts loads before a click. */
export function VideosSection() {
  const { t } = useTranslation('landing');
  // The webinar excerpt's caption states the webinar's view count, only with a basis and beside a
  // configured video (docs/site.md "Claims"); the programme video's caption states no count.
  const views = claimTexts[useLanguage()].videoViews.webinar;
  const caption = (key: (typeof HOME_VIDEOS)[number]['key']) => {
    if (key === 'programme') return t('videos.items.programme.caption');
    return views === undefined ? undefined : t('videos.items.webinar.caption', { views });
  };
  const captionProp = (text: string | undefined) => (text === undefined ? {} : { caption: text });
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
                <VideoEmbedFacade
                  source={video.source}
                  title={title}
                  playLabel={t('videos.playLabel', { title })}
                  {...captionProp(video.source ? caption(video.key) : t('videos.comingSoon'))}
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
