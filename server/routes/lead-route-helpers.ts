import type { FastifyReply } from 'fastify';
import type { FieldIssue } from '../../core/leads/webinar-registration';

/** A form source label: a short lowercase slug, so it is safe in a sheet cell and in analytics. */
const SOURCE_PATTERN = /^[a-z][a-z0-9_]{2,49}$/;

/** Per-IP limit of the public forms: generous for people, tight for scripts (docs/security.md "Input, output, headers"). */
export function formRateLimit(maxPerMinute: number) {
  return { rateLimit: { max: maxPerMinute, timeWindow: 60_000 } };
}

/**
 * Takes the optional `source` label off a registration body before the shared form schema (which
 * is strict and does not know it) sees the rest. A present but malformed label is an issue.
 */
export function takeSource(
  body: unknown,
  fallback: string,
): { source: string; rest: unknown; issue?: FieldIssue } {
  if (typeof body !== 'object' || body === null || Array.isArray(body) || !('source' in body)) {
    return { source: fallback, rest: body };
  }
  const { source, ...rest } = body as Record<string, unknown>;
  if (typeof source === 'string' && SOURCE_PATTERN.test(source)) return { source, rest };
  return { source: fallback, rest, issue: { field: 'source', code: 'VALIDATION_ERROR' } };
}

/** 400 `{ error: { code: 'VALIDATION_ERROR', issues } }` (docs/validation.md "Error codes" VALIDATION_ERROR). */
export function sendValidationError(
  reply: FastifyReply,
  issues: readonly FieldIssue[],
): FastifyReply {
  return reply.code(400).send({ error: { code: 'VALIDATION_ERROR', issues } });
}
