import { useId } from 'react';
import { useTranslation } from 'react-i18next';

const FONT = "'Noto Sans Georgian', system-ui, sans-serif";

/** The double blue frame inside the card's edge. */
const FRAME = (
  <>
    <rect
      x="18"
      y="18"
      width="524"
      height="364"
      rx="10"
      fill="none"
      stroke="#1f4fd1"
      strokeWidth="3"
    />
    <rect
      x="30"
      y="30"
      width="500"
      height="340"
      rx="6"
      fill="none"
      stroke="#1f4fd1"
      strokeOpacity="0.35"
    />
  </>
);

/** The signature's stroke, bottom left, and the gold seal with its tick, bottom right. */
const SIGNATURE_AND_SEAL = (
  <>
    <path
      d="M100 318 c20 -22 34 8 52 -8 s24 -6 40 -2"
      stroke="#1a1d24"
      strokeWidth="2"
      fill="none"
    />
    <circle cx="430" cy="318" r="34" fill="#f2a900" />
    <circle cx="430" cy="318" r="24" fill="none" stroke="#ffffff" strokeWidth="3" />
    <path
      d="M418 318 l9 9 l17 -19"
      stroke="#ffffff"
      strokeWidth="4"
      fill="none"
      strokeLinecap="round"
    />
  </>
);

/**
 * A drawn preview of the certificate (no scanned or copied image): frame, seal and the texts from
 * the locales on a fixed 560×400 canvas, exposed to assistive technology as one labelled image.
 */
export function CertificateArtwork() {
  const { t } = useTranslation('product');
  const gradient = `certificate-${useId().replaceAll(':', '')}`;
  return (
    <svg
      className="certificate-art"
      viewBox="0 0 560 400"
      width="560"
      height="400"
      role="img"
      aria-label={t('certificate.preview.label')}
    >
      <defs>
        <linearGradient id={gradient} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#f4f6fa" />
          <stop offset="1" stopColor="#e3e9f6" />
        </linearGradient>
      </defs>
      <rect width="560" height="400" rx="16" fill={`url(#${gradient})`} />
      {FRAME}
      <g fontFamily={FONT} textAnchor="middle">
        <text x="280" y="96" fontSize="26" fontWeight="700" fill="#1a1d24">
          {t('certificate.preview.heading')}
        </text>
        <text x="280" y="150" fontSize="15" fill="#4a5160">
          {t('certificate.preview.awardedTo')}
        </text>
        <text x="280" y="196" fontSize="30" fontWeight="600" fill="#1f4fd1">
          {t('certificate.preview.name')}
        </text>
        <line x1="150" y1="214" x2="410" y2="214" stroke="#1a1d24" strokeOpacity="0.3" />
        <text x="280" y="250" fontSize="14" fill="#4a5160">
          {t('certificate.preview.programme')}
        </text>
        <text x="150" y="336" fontSize="13" fill="#4a5160">
          {t('certificate.preview.signature')}
        </text>
      </g>
      {SIGNATURE_AND_SEAL}
    </svg>
  );
}
