import { toJsonSchema } from '@valibot/to-json-schema';
import { siteConfigSchema } from '../../core/site-config/site-config-schema';

/**
 * The JSON Schema of config/site.json, generated from the one valibot schema so editors autocomplete
 * and underline the file. Rules valibot cannot express in JSON Schema (one date before another, real
 * calendar dates) are left to the start-up check.
 */
export function siteConfigJsonSchema(): Record<string, unknown> {
  return {
    ...toJsonSchema(siteConfigSchema, { errorMode: 'ignore' }),
    title: 'Site configuration',
    description: 'Cohorts, webinar sessions, seller, claims and media of the course site.',
  };
}
