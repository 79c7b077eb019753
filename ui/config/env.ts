import type { ClientConfig, ClientEnv } from './client-env';

export type { ClientConfig, ClientEnv } from './client-env';

/** Inlined by Vite's `define` after the build parsed the environment (client-env-schema.ts). */
declare const __CLIENT_CONFIG__: ClientConfig;

/** The client configuration, parsed once at build time: no parsing code reaches the browser. */
export const clientConfig: ClientConfig = __CLIENT_CONFIG__;

/** The third-party tracking ids of this build. */
export const clientEnv: ClientEnv = clientConfig.tracking;
