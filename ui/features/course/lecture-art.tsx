import { useId } from 'react';
import { LECTURE_MOTIFS, type LectureMotif } from './lecture-art-motifs';
import './course-artwork.css';

/** The two colours of an illustration's background, from the site's palette. */
const BACKGROUNDS = {
  blue: ['#1f4fd1', '#173da3'],
  green: ['#0f7a5c', '#0b5a44'],
  ink: ['#2b3142', '#1a1d24'],
} as const;

/** Props of one lecture illustration. */
export interface LectureArtProps {
  readonly motif: LectureMotif;
  readonly tone: keyof typeof BACKGROUNDS;
  /** What the picture shows; the picture is decorative when omitted (the caption says it). */
  readonly label?: string;
}

/**
 * A self-drawn stand-in for a lecture photo: abstract shapes on a 16:10 canvas. No real photos
 * exist and none may be hot-linked; the fixed viewBox reserves the box.
 */
export function LectureArt({ motif, tone, label }: LectureArtProps) {
  const [from, to] = BACKGROUNDS[tone];
  const gradient = `lecture-art-${useId().replaceAll(':', '')}`;
  const drawing = (
    <>
      <defs>
        <linearGradient id={gradient} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={from} />
          <stop offset="1" stopColor={to} />
        </linearGradient>
      </defs>
      <rect width="320" height="200" fill={`url(#${gradient})`} />
      {LECTURE_MOTIFS[motif]}
    </>
  );
  return label === undefined ? (
    <svg className="lecture-art" viewBox="0 0 320 200" width="320" height="200" aria-hidden="true">
      {drawing}
    </svg>
  ) : (
    <svg
      className="lecture-art"
      viewBox="0 0 320 200"
      width="320"
      height="200"
      role="img"
      aria-label={label}
    >
      {drawing}
    </svg>
  );
}
