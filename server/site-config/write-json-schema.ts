import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { siteConfigJsonSchema } from './site-config-json-schema';

/** `npm run config:schema`: regenerates config/site.schema.json after the valibot schema changed. */
const target = join(import.meta.dirname, '../../config/site.schema.json');
writeFileSync(target, `${JSON.stringify(siteConfigJsonSchema(), null, 2)}\n`);
console.log(`wrote ${target}`);
