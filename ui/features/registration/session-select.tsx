import { useTranslation } from 'react-i18next';
import type { ErrorCode } from '../../../core/errors/error-codes';
import { NEAREST_WEBINAR_SESSION } from '../../../core/site-config/webinar-session-id';
import type { OfferedSession } from '../../../core/webinar/session-choice';
import { sessionDateText, sessionTimeText } from '../../../core/webinar/session-text';
import { useLanguage } from '../../lib/i18n/use-language';

/** Props of the session choice: the sessions offered, and whether the time is known yet. */
export interface SessionSelectProps {
  readonly id: string;
  readonly offered: readonly OfferedSession[];
  /** False while prerendered and hydrating: "the next webinar" is offered, resolved by the server. */
  readonly timeKnown: boolean;
  readonly value: string;
  readonly error: ErrorCode | undefined;
  readonly onChange: (value: string) => void;
  readonly selectRef: (element: HTMLSelectElement | null) => void;
}

/**
 * The webinar session to register for (docs/webinar.md "Session choice"), posted as
 * `webinarSession` with or without JavaScript. Not `required`: HTML would then want an empty
 * placeholder first, which would stop a post without JavaScript (docs/site.md "Valid markup").
 */
export function SessionSelect(props: SessionSelectProps) {
  const { t } = useTranslation('landing');
  const errors = useTranslation('errors').t;
  const language = useLanguage();
  const errorId = `${props.id}-error`;
  const noteId = `${props.id}-note`;
  const describedBy = props.error ? `${noteId} ${errorId}` : noteId;
  return (
    <div className="registration-field">
      <label className="registration-field__label" htmlFor={props.id}>
        {t('form.session.label')}
      </label>
      <div className="registration-field__control">
        <select
          ref={props.selectRef}
          id={props.id}
          name="webinarSession"
          className="registration-field__input"
          value={props.value}
          aria-describedby={describedBy}
          aria-invalid={props.error ? true : undefined}
          onChange={(event) => props.onChange(event.target.value)}
        >
          {props.timeKnown ? null : (
            <option value={NEAREST_WEBINAR_SESSION}>{t('form.session.nearest')}</option>
          )}
          {props.offered.map(({ id, session, full }) => {
            const date = sessionDateText(session.startsAt, language);
            const time = sessionTimeText(session.startsAt, session.durationMinutes);
            const title = session.title[language];
            return (
              <option key={id} value={id} disabled={full}>
                {full
                  ? t('form.session.full', { date, time })
                  : t('form.session.option', { date, time, title })}
              </option>
            );
          })}
        </select>
      </div>
      <p className="registration-field__hint" id={noteId}>
        {t('form.session.note')}
      </p>
      {props.error ? (
        <p className="registration-field__error" id={errorId}>
          {errors(props.error)}
        </p>
      ) : null}
    </div>
  );
}
