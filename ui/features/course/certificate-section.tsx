import { useTranslation } from 'react-i18next';
import { CertificateArtwork } from './certificate-artwork';
import './course-sections.css';
import './course-artwork.css';

/** What the certificate says about the graduate. */
const POINTS = ['named', 'linkedin', 'skills'] as const;

/** The certificate section (docs/site.md "Landing sections"), rendered lazily like the gallery (content-visibility). */
export function CertificateSection() {
  const { t } = useTranslation('product');
  return (
    <section
      className="course-section course-section--lazy course-section--tinted certificate"
      aria-labelledby="certificate-title"
    >
      <div className="container certificate__inner">
        <div>
          <p className="eyebrow">{t('certificate.eyebrow')}</p>
          <h2 id="certificate-title">{t('certificate.title')}</h2>
          <p className="lead">{t('certificate.lead')}</p>
          <ul className="check-list">
            {POINTS.map((point) => (
              <li key={point}>{t(`certificate.points.${point}`)}</li>
            ))}
          </ul>
        </div>
        <CertificateArtwork />
      </div>
    </section>
  );
}
