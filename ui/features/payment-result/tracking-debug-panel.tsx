import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { trackingDebugLog } from '../../lib/tracking/track-event';

type LogEntry = ReturnType<typeof trackingDebugLog>[number];

/**
 * The tracking-debug panel (docs/messaging.md "Analytics events", docs/site.md): shown only when the URL has `debug=tracking`,
 * listing the events this page sent and what happened to each, refreshed every second.
 */
export function TrackingDebugPanel() {
  const { t } = useTranslation('payment');
  const [entries, setEntries] = useState<readonly LogEntry[]>([]);
  useEffect(() => {
    const read = () => setEntries(trackingDebugLog());
    read();
    const timer = setInterval(read, 1_000);
    return () => clearInterval(timer);
  }, []);
  return (
    <section className="payment-result__debug" aria-labelledby="tracking-debug-title">
      <h2 id="tracking-debug-title">{t('debug.title')}</h2>
      {entries.length === 0 ? (
        <p>{t('debug.empty')}</p>
      ) : (
        <ol>
          {entries.map((entry) => (
            <li key={`${entry.at}-${entry.name}`}>
              <code>
                {entry.name} · {entry.outcome} · {JSON.stringify(entry.data)}
              </code>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
