import type { ReactElement } from 'react';

/** The drawings the lecture illustrations are built from (abstract shapes, 320×200 canvas). */
export type LectureMotif = 'notes' | 'bubbles' | 'chart' | 'audience' | 'screen' | 'badge';

const INK = '#ffffff';

/** Sticky notes around a dashed roadmap. */
const notes = (
  <g>
    <path
      d="M40 150 C110 90 200 170 280 70"
      stroke={INK}
      strokeWidth="4"
      strokeDasharray="10 8"
      fill="none"
    />
    <rect x="48" y="52" width="54" height="54" rx="6" fill="#f2a900" transform="rotate(-6 75 79)" />
    <rect x="132" y="96" width="54" height="54" rx="6" fill={INK} opacity="0.85" />
    <rect
      x="222"
      y="36"
      width="54"
      height="54"
      rx="6"
      fill="#f2a900"
      transform="rotate(5 249 63)"
    />
  </g>
);

/** Two speech bubbles facing each other. */
const bubbles = (
  <g fill={INK}>
    <path
      d="M40 50 h110 a14 14 0 0 1 14 14 v40 a14 14 0 0 1 -14 14 h-70 l-22 20 v-20 h-18 a14 14 0 0 1 -14 -14 v-40 a14 14 0 0 1 14 -14 z"
      opacity="0.9"
    />
    <path
      d="M280 90 h-110 a14 14 0 0 0 -14 14 v40 a14 14 0 0 0 14 14 h70 l22 20 v-20 h18 a14 14 0 0 0 14 -14 v-40 a14 14 0 0 0 -14 -14 z"
      opacity="0.55"
    />
  </g>
);

/** A rising line chart. */
const chart = (
  <g>
    <rect x="40" y="30" width="240" height="140" rx="10" fill={INK} opacity="0.15" />
    <polyline
      points="60,150 110,128 150,136 200,92 250,60"
      stroke={INK}
      strokeWidth="6"
      fill="none"
      strokeLinejoin="round"
      strokeLinecap="round"
    />
    <circle cx="250" cy="60" r="9" fill="#f2a900" />
  </g>
);

/** A speaker in front of a small audience. */
const audience = (
  <g fill={INK}>
    <circle cx="160" cy="58" r="20" />
    <rect x="138" y="82" width="44" height="46" rx="16" />
    {[70, 120, 200, 250].map((x) => (
      <g key={x} opacity="0.6">
        <circle cx={x} cy="146" r="14" />
        <rect x={x - 18} y="162" width="36" height="30" rx="12" />
      </g>
    ))}
  </g>
);

/** A laptop screen with a video grid. */
const screen = (
  <g fill={INK}>
    <rect x="70" y="36" width="180" height="112" rx="10" opacity="0.9" />
    <rect x="50" y="150" width="220" height="12" rx="6" opacity="0.6" />
    {[0, 1, 2, 3].map((cell) => (
      <rect
        key={cell}
        x={84 + (cell % 2) * 80}
        y={48 + Math.floor(cell / 2) * 48}
        width="72"
        height="40"
        rx="6"
        fill="#1f4fd1"
        opacity="0.35"
      />
    ))}
  </g>
);

/** A rosette badge. */
const badge = (
  <g>
    <circle cx="160" cy="92" r="50" fill={INK} opacity="0.9" />
    <circle cx="160" cy="92" r="34" fill="none" stroke="#f2a900" strokeWidth="6" />
    <path
      d="M134 136 l-14 50 l26 -14 l14 22 l0 -52 z M186 136 l14 50 l-26 -14 l-14 22 l0 -52 z"
      fill="#f2a900"
    />
  </g>
);

/** Every motif by name. */
export const LECTURE_MOTIFS: Readonly<Record<LectureMotif, ReactElement>> = {
  notes,
  bubbles,
  chart,
  audience,
  screen,
  badge,
};
