import { type ClientEnv, readClientEnv } from './client-env';

export type { ClientEnv } from './client-env';

/** The client configuration (Vite inlines `import.meta.env` at build time, after validating it). */
export const clientEnv: ClientEnv = readClientEnv(import.meta.env);
