import { useTranslation } from 'react-i18next';
import { CloseIcon } from '../icons/close-icon';
import type { Toast } from './toast-model';
import './toast.css';

/**
 * Two live regions, always in the DOM: polite `status` for success and info, assertive `alert`
 * for errors. Text is inserted into them, so assistive technology announces it (WCAG 4.1.3).
 */
export function ToastRegion({
  toasts,
  onDismiss,
}: {
  readonly toasts: readonly Toast[];
  readonly onDismiss: (id: number) => void;
}) {
  const { t } = useTranslation('common');
  const item = (toast: Toast) => (
    <li key={toast.id} className="toast" data-tone={toast.tone}>
      <div className="toast__text">
        <p className="toast__title">{toast.title}</p>
        {toast.description === undefined ? null : (
          <p className="toast__description">{toast.description}</p>
        )}
      </div>
      <button
        type="button"
        className="toast__close"
        aria-label={t('toast.dismiss')}
        onClick={() => onDismiss(toast.id)}
      >
        <CloseIcon />
      </button>
    </li>
  );
  return (
    <div className="toast-stack">
      {/* The live-region roles sit on wrappers: on the <ul> they would hide its list semantics. */}
      <div role="status" aria-live="polite">
        <ul className="toast-stack__list">
          {toasts.filter((toast) => toast.tone !== 'error').map(item)}
        </ul>
      </div>
      <div role="alert" aria-live="assertive">
        <ul className="toast-stack__list">
          {toasts.filter((toast) => toast.tone === 'error').map(item)}
        </ul>
      </div>
    </div>
  );
}
