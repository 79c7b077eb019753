import { useState } from 'react';
import { videoEmbedUrl } from './video-embed-url';
import type { VideoSource } from './video-source';
import './video-box.css';
import './video-embed-facade.css';

/** Props of the click-to-load embedded video. */
export interface VideoEmbedFacadeProps {
  /** The hosted video; undefined shows the poster with a disabled play button. */
  readonly source: VideoSource | undefined;
  /** Visible title, the play button's name and the iframe's `title`. */
  readonly title: string;
  /** Accessible name of the play button, e.g. "Play video: {title}" (the caller translates it). */
  readonly playLabel: string;
  /** Optional line under the title on the poster (e.g. a views badge). */
  readonly caption?: string;
  /** Poster artwork variant: self-made CSS art, never a hot-linked thumbnail (docs/site.md "Media"). */
  readonly tone?: 'blue' | 'green' | 'violet';
}

/**
 * A reserved 16:9 box with a local poster, title and play button; the provider's own player page
 * loads in an iframe (and all its scripts with it) only when the visitor presses play
 * (docs/performance.md "Budgets", the CSP). Nothing on the page listens to that player.
 */
export function VideoEmbedFacade({
  source,
  title,
  playLabel,
  caption,
  tone = 'blue',
}: VideoEmbedFacadeProps) {
  const [playing, setPlaying] = useState(false);
  const url = source ? videoEmbedUrl(source) : undefined;
  return (
    <div className={`video-facade video-facade--${tone}`}>
      {playing && url ? (
        <iframe
          className="video-facade__frame"
          src={url}
          title={title}
          allow="autoplay; encrypted-media; fullscreen; picture-in-picture"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
        />
      ) : (
        <button
          type="button"
          className="video-facade__poster"
          onClick={() => setPlaying(true)}
          disabled={url === undefined}
        >
          {/* The name comes from content, not aria-label: "Play video: {title}" contains the
              visible title (WCAG 2.5.3), and the visible copies are hidden from the name. */}
          <span className="visually-hidden">{playLabel}</span>
          <span className="video-facade__play" aria-hidden="true" />
          <span className="video-facade__title" aria-hidden="true">
            {title}
          </span>
          {caption ? (
            <span className="video-facade__caption" aria-hidden="true">
              {caption}
            </span>
          ) : null}
        </button>
      )}
    </div>
  );
}
