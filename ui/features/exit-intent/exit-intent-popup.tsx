import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Popup } from '../../components/dialog/popup';
import { IconCloseButton } from '../../components/scheduling/icon-close-button';
import { CareerChecklistOffer } from './career-checklist-offer';
import './exit-intent.css';

/** The success state stays 3 s before the popup closes (docs/webinar.md "Leads and exit intent"). */
export const EXIT_INTENT_SUCCESS_MS = 3000;

/** The career-checklist offer shown when the visitor is about to leave. */
export function ExitIntentPopup({
  open,
  onClose,
}: {
  readonly open: boolean;
  readonly onClose: () => void;
}) {
  const { t } = useTranslation('common');
  const [done, setDone] = useState(false);
  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(onClose, EXIT_INTENT_SUCCESS_MS);
    return () => clearTimeout(timer);
  }, [done, onClose]);
  return (
    <Popup open={open} onClose={onClose} title={t('exitIntent.title')} className="exit-intent">
      <IconCloseButton label={t('exitIntent.close')} />
      <CareerChecklistOffer done={done} onSuccess={() => setDone(true)} />
    </Popup>
  );
}
