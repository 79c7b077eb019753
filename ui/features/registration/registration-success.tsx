import { type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

/** Props of the success view. */
export interface RegistrationSuccessProps {
  readonly onAnother: () => void;
  /** Registered for no session (none scheduled): the texts promise only the date. */
  readonly waitlisted?: boolean;
  /** The session registered for and its calendar links, when there is one. */
  readonly children?: ReactNode;
}

/**
 * Shown after a registration (docs/webinar.md "Registration form"): a confirmation and the "another registration" button.
 * Focus moves to the heading so screen-reader users hear the outcome.
 */
export function RegistrationSuccess({ onAnother, waitlisted, children }: RegistrationSuccessProps) {
  const { t } = useTranslation('landing');
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="registration-success" role="status">
      <p className="registration-success__icon" aria-hidden="true">
        ✓
      </p>
      <h3 className="registration-success__title" ref={heading} tabIndex={-1}>
        {t(waitlisted ? 'form.waitlist.successTitle' : 'form.success.title')}
      </h3>
      <p>{t(waitlisted ? 'form.waitlist.successDescription' : 'form.success.description')}</p>
      {children}
      <button className="button button--secondary" type="button" onClick={onAnother}>
        {t('form.success.another')}
      </button>
    </div>
  );
}
