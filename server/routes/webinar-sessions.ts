import type { FastifyPluginAsync } from 'fastify';
import { DEFAULT_LANGUAGE, isLanguage } from '../../core/language/languages';
import type { Clock } from '../../core/ports/clock';
import type { LeadReader } from '../../core/ports/lead-store';
import { pagePath } from '../../core/site/routes';
import type { WebinarSession } from '../../core/site-config/site-config';
import { REGISTRATION_ID_PATTERN, sessionIcs } from '../../core/webinar/session-calendar';
import { findWebinarSession, offeredWebinarSessions } from '../../core/webinar/session-choice';
import { sendError } from '../errors/http-errors';
import { sendValidationError } from './lead-route-helpers';

/** What the webinar session routes need. */
export interface WebinarSessionRoutesOptions {
  readonly sessions: () => readonly WebinarSession[];
  readonly store: Pick<LeadReader, 'countSessionLeads'>;
  readonly clock: Clock;
  /** `https://techcareer.ge`: the calendar's links and its UIDs' domain. */
  readonly siteOrigin: string;
}

/**
 * The webinar sessions a visitor can act on (docs/webinar.md "Session choice", "Calendar"): which
 * offered sessions are full, and a session's calendar file, whose registration id only shapes the
 * UID and is never looked up, so the URL reveals no one.
 */
export const webinarSessionRoutes: FastifyPluginAsync<WebinarSessionRoutesOptions> = async (
  app,
  options,
) => {
  app.get('/api/webinar/sessions', async (_request, reply) => {
    const offered = offeredWebinarSessions(options.sessions(), options.clock.now());
    const counts = new Map<string, number>();
    for (const item of offered) {
      if (item.session.seats !== undefined) {
        counts.set(item.id, await options.store.countSessionLeads(item.session.startsAt));
      }
    }
    const sessions = offeredWebinarSessions(
      options.sessions(),
      options.clock.now(),
      (id) => counts.get(id) ?? 0,
    ).map((item) => ({ id: item.id, full: item.full }));
    return reply.header('cache-control', 'no-store').send({ sessions });
  });

  app.get<{
    Params: { session: string };
    Querystring: { registration?: string; lang?: string };
  }>('/api/webinar/sessions/:session/calendar.ics', async (request, reply) => {
    const session = findWebinarSession(options.sessions(), request.params.session);
    if (session === undefined) return sendError(reply, 'NOT_FOUND');
    const { registration, lang } = request.query;
    if (typeof registration !== 'string' || !REGISTRATION_ID_PATTERN.test(registration)) {
      return sendValidationError(reply, [{ field: 'registration', code: 'VALIDATION_ERROR' }]);
    }
    const language = typeof lang === 'string' && isLanguage(lang) ? lang : DEFAULT_LANGUAGE;
    const body = sessionIcs(session, {
      language,
      registrationId: registration,
      uidDomain: new URL(options.siteOrigin).hostname,
      stamp: options.clock.now(),
      pageUrl: `${options.siteOrigin}${pagePath(language, 'webinar')}`,
    });
    return reply
      .header('cache-control', 'private, no-store')
      .header('content-disposition', `attachment; filename="webinar-${request.params.session}.ics"`)
      .type('text/calendar; charset=utf-8')
      .send(body);
  });
};
