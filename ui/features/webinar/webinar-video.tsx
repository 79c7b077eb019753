import { useMemo, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { createStubPlayer } from '../../components/video-player/stub-player';
import { VideoFacade } from '../../components/video-player/video-facade';
import type { VideoPlayer } from '../../components/video-player/video-player';
import { createVimeoPlayer } from '../../components/video-player/vimeo-player';
import { createYouTubePlayer } from '../../components/video-player/youtube-player';
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
  const createPlayer = useMemo((): (() => VideoPlayer) | undefined => {
    const choice = choosePlayer(search, webinarVideoSource);
    const title = t('video.iframeTitle');
    if (choice.kind === 'stub') return () => createStubPlayer();
    if (choice.kind === 'none') return undefined;
    return choice.provider === 'youtube'
      ? () => createYouTubePlayer(choice.id, title)
      : () => createVimeoPlayer(choice.id, title);
  }, [search, t]);
  return (
    <VideoFacade
      createPlayer={createPlayer}
      onPlayer={onPlayer}
      posterTitle={t('video.posterTitle')}
      playLabel={t('video.play')}
      unavailableText={t('video.unavailable')}
      errorText={t('video.error')}
    />
  );
}
