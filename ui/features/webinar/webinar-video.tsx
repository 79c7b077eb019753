import { useMemo, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import type { VideoPlayer } from '../../components/video-player/video-player';
import { VideoPlayerFacade } from '../../components/video-player/video-player-facade';
import type { WebinarProgressApi } from '../../lib/webinar-progress/use-webinar-progress';
import { useWebinarVideoTracking } from './use-webinar-video-tracking';
import { choosePlayer, webinarVideoSource } from './webinar-video-config';

const subscribeNever = () => () => undefined;
const readSearch = () => window.location.search;

/** The free webinar recording behind a click-to-load facade, feeding the watch progress. */
export function WebinarVideo({ progress }: { readonly progress: WebinarProgressApi }) {
  const { t } = useTranslation('webinar');
  // The query is read only after hydration, so the prerendered facade always matches the first render.
  const search = useSyncExternalStore(subscribeNever, readSearch, () => '');
  const onPlayer = useWebinarVideoTracking(progress);
  // The player modules load on the first click: none of their code is in the page's initial JS.
  const createPlayer = useMemo((): (() => Promise<VideoPlayer>) | undefined => {
    const choice = choosePlayer(search, webinarVideoSource());
    const title = t('video.iframeTitle');
    if (choice.kind === 'stub') {
      return () =>
        import('../../components/video-player/stub-player').then((m) => m.createStubPlayer());
    }
    if (choice.kind === 'none') return undefined;
    return choice.provider === 'youtube'
      ? () =>
          import('../../components/video-player/youtube-player').then((m) =>
            m.createYouTubePlayer(choice.id, title),
          )
      : () =>
          import('../../components/video-player/vimeo-player').then((m) =>
            m.createVimeoPlayer(choice.id, title),
          );
  }, [search, t]);
  return (
    <VideoPlayerFacade
      createPlayer={createPlayer}
      onPlayer={onPlayer}
      posterTitle={t('video.posterTitle')}
      playLabel={t('video.play')}
      unavailableText={t('video.unavailable')}
      errorText={t('video.error')}
    />
  );
}
