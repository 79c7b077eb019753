const STARTUP_ERROR = 'StartupError';

/**
 * An error that stops the server from starting for a reason the operator can fix (missing build,
 * missing locales). `main.ts` prints only its message, never a stack trace.
 */
export function startupError(message: string): Error {
  return Object.assign(new Error(message), { name: STARTUP_ERROR });
}

/** True for errors made by `startupError`. */
export function isStartupError(error: unknown): error is Error {
  return error instanceof Error && error.name === STARTUP_ERROR;
}
