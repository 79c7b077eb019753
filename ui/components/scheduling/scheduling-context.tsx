import {
  createContext,
  lazy,
  type ReactNode,
  Suspense,
  useCallback,
  useContext,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useTranslation } from 'react-i18next';
import { trackEvent } from '../../lib/tracking/track-event';
import { useToast } from '../toast/toast-context';

/** Options of one opening. */
export interface SchedulingOpenOptions {
  /** Runs once when a booking is confirmed (the webinar page redirects home after it). */
  readonly onScheduled?: () => void;
}

/** What `useScheduling()` gives. */
export interface SchedulingApi {
  /** Opens the booking modal; `source` labels where (`webinar_page`, `faq_cta`, …) for analytics. */
  open(source: string, options?: SchedulingOpenOptions): void;
}

interface Session {
  readonly source: string;
  readonly onScheduled: (() => void) | undefined;
}

const SchedulingContext = createContext<SchedulingApi | null>(null);

// The modal (and the dialog code) loads on the first opening, keeping it out of the initial JS.
const SchedulingModal = lazy(() =>
  import('./scheduling-modal').then((module) => ({ default: module.SchedulingModal })),
);

/**
 * Owns the one scheduling modal of the site (docs/webinar.md "Booking modal"). Tracks `calendar_opened` and
 * `calendar_closed`, and shows the success toast after a booking. Needs a `ToastProvider` above.
 */
export function SchedulingProvider({ children }: { readonly children?: ReactNode }) {
  const { t } = useTranslation('common');
  const toast = useToast();
  const [session, setSession] = useState<Session | null>(null);
  const [isOpen, setOpen] = useState(false);
  const seenEventUris = useRef(new Set<string>()).current;
  // Guards `calendar_closed` against the 1 s auto-close after the visitor already closed it.
  const isOpenRef = useRef(false);

  const open = useCallback((source: string, options?: SchedulingOpenOptions) => {
    setSession({ source, onScheduled: options?.onScheduled });
    isOpenRef.current = true;
    setOpen(true);
    trackEvent('calendar_opened', { source });
  }, []);
  const close = useCallback(() => {
    if (!isOpenRef.current) return;
    isOpenRef.current = false;
    setOpen(false);
    trackEvent('calendar_closed', { source: session?.source });
  }, [session]);
  const scheduled = useCallback(() => {
    toast.show({
      tone: 'success',
      title: t('toast.bookingSuccess.title'),
      description: t('toast.bookingSuccess.description'),
    });
    session?.onScheduled?.();
  }, [toast, t, session]);

  const api = useMemo<SchedulingApi>(() => ({ open }), [open]);
  return (
    <SchedulingContext value={api}>
      {children}
      {session === null ? null : (
        <Suspense fallback={null}>
          <SchedulingModal
            open={isOpen}
            source={session.source}
            seenEventUris={seenEventUris}
            onClose={close}
            onScheduled={scheduled}
          />
        </Suspense>
      )}
    </SchedulingContext>
  );
}

/** The scheduling API of the surrounding `SchedulingProvider`; throws outside it (developer error). */
export function useScheduling(): SchedulingApi {
  const value = useContext(SchedulingContext);
  if (value === null)
    throw new Error('useScheduling() must be called inside <SchedulingProvider>.');
  return value;
}
