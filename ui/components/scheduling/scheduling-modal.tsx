import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { trackEvent } from '../../lib/tracking/track-event';
import { readVisitorContact } from '../../lib/visitor/visitor-contact';
import { Popup } from '../dialog/popup';
import { calendlyConfig } from './calendly-config';
import { buildCalendlyUrl, campaignUtm } from './calendly-url';
import { IconCloseButton } from './icon-close-button';
import { handleSchedulingMessage } from './scheduling-message-handler';
import './scheduling-modal.css';

/** The loader gives up waiting for the widget after 3 s (docs/webinar.md "Booking modal", "modal loader 3 s"). */
export const LOADER_TIMEOUT_MS = 3000;

/** Props of the modal; the provider owns `open` and the de-duplication set. */
export interface SchedulingModalProps {
  readonly open: boolean;
  readonly source: string;
  readonly seenEventUris: Set<string>;
  readonly onClose: () => void;
  readonly onScheduled: () => void;
}

/**
 * The booking modal: a centred native dialog holding the Calendly inline page as an iframe created
 * only while open, with a loader until the widget reports in or 3 s pass (docs/webinar.md "Booking modal").
 */
export function SchedulingModal(props: SchedulingModalProps) {
  const { t } = useTranslation('calendar_modal');
  return (
    <Popup
      open={props.open}
      onClose={props.onClose}
      title={t('title')}
      closeOnSwipeDown
      className="scheduling-modal"
    >
      <IconCloseButton label={t('close')} />
      <p className="scheduling-modal__intro">{t('description')}</p>
      {props.open ? <SchedulingFrame {...props} /> : null}
    </Popup>
  );
}

function SchedulingFrame({ source, seenEventUris, onClose, onScheduled }: SchedulingModalProps) {
  const { t } = useTranslation('calendar_modal');
  const [loading, setLoading] = useState(true);
  const src = useMemo(() => {
    const contact = readVisitorContact();
    return buildCalendlyUrl({
      bookingUrl: calendlyConfig.bookingUrl,
      embedDomain: window.location.host,
      prefill: {
        ...(contact.fullName ? { name: contact.fullName } : {}),
        ...(contact.email ? { email: contact.email } : {}),
      },
      utm: campaignUtm(window.location.search, source),
    });
  }, [source]);

  // The latest callbacks, so a re-render never re-subscribes and drops the pending 1 s close.
  const callbacks = useRef({ onClose, onScheduled });
  callbacks.current = { onClose, onScheduled };

  useEffect(() => {
    const timers: ReturnType<typeof setTimeout>[] = [
      setTimeout(() => setLoading(false), LOADER_TIMEOUT_MS),
    ];
    const onMessage = (event: MessageEvent) =>
      handleSchedulingMessage(event, {
        allowedOrigin: calendlyConfig.origin,
        source,
        seenEventUris,
        track: trackEvent,
        onReady: () => setLoading(false),
        onHeight: () => undefined,
        onScheduled: () => callbacks.current.onScheduled(),
        close: () => callbacks.current.onClose(),
        setTimer: (run, ms) => {
          timers.push(setTimeout(run, ms));
        },
      });
    window.addEventListener('message', onMessage);
    return () => {
      window.removeEventListener('message', onMessage);
      for (const timer of timers) clearTimeout(timer);
    };
  }, [source, seenEventUris]);

  return (
    <div className="scheduling-modal__frame" aria-busy={loading}>
      {loading ? (
        <p className="scheduling-modal__loader" role="status">
          <span className="scheduling-modal__spinner" aria-hidden="true" />
          {t('loading')}
        </p>
      ) : null}
      <iframe className="scheduling-modal__iframe" src={src} title={t('iframeTitle')} />
    </div>
  );
}
