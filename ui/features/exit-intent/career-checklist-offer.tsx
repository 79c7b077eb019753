import { useTranslation } from 'react-i18next';
import { ExitIntentForm } from './exit-intent-form';

/**
 * The career-checklist offer's body, shared by the exit-intent popup and its no-JavaScript page
 * (docs/webinar.md "Leads and exit intent"): the pitch and the form, then the thank-you once sent.
 */
export function CareerChecklistOffer({
  done,
  onSuccess,
}: {
  readonly done: boolean;
  readonly onSuccess: () => void;
}) {
  const { t } = useTranslation('common');
  if (done) {
    return (
      <p className="exit-intent__success" role="status">
        {t('exitIntent.success')}
      </p>
    );
  }
  return (
    <>
      <p className="exit-intent__lead">{t('exitIntent.lead')}</p>
      <ul className="exit-intent__points">
        <li>{t('exitIntent.points.cv')}</li>
        <li>{t('exitIntent.points.interview')}</li>
        <li>{t('exitIntent.points.salary')}</li>
      </ul>
      <ExitIntentForm onSuccess={onSuccess} />
    </>
  );
}
