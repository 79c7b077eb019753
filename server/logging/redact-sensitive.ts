/**
 * Personal data and secrets never reach the logs (docs/security.md "Logs", test D1). Any of these
 * keys, at the top level or one level down (`{ customer: { email } }`), is replaced. Request and
 * response headers are never logged at all (the serializers keep method, path and status only).
 */
export const SENSITIVE_KEYS: readonly string[] = [
  'fullName',
  'firstName',
  'lastName',
  'first_name',
  'last_name',
  'name',
  'phone',
  'phoneNumber',
  'email',
  'linkedinProfile',
  'token',
  'signature',
  'password',
  'secret',
  'authorization',
  'cookie',
  'set-cookie',
];

const SENSITIVE = new Set(SENSITIVE_KEYS);

/** What a sensitive value is replaced with. */
export const CENSOR = '[redacted]';

/**
 * An object whose own keys may hold a sensitive field. Errors are left to the error serializer (it
 * keeps class, code, message and stack only) and byte arrays have no named keys.
 */
function isContainer(value: unknown): value is Record<string, unknown> {
  return (
    typeof value === 'object' &&
    value !== null &&
    !(value instanceof Error) &&
    !ArrayBuffer.isView(value)
  );
}

/** `object` with its sensitive keys replaced; the object itself when it has none (no copy). */
function censorKeys(object: Record<string, unknown>): Record<string, unknown> {
  let copy: Record<string, unknown> | undefined;
  for (const key of Object.keys(object)) {
    if (!SENSITIVE.has(key)) continue;
    copy ??= { ...object };
    copy[key] = CENSOR;
  }
  return copy ?? object;
}

/**
 * The logged object (pino's `formatters.log`, also used for child bindings) with sensitive keys
 * replaced at the top level and one level down. The caller's objects are never changed: a level
 * that holds a sensitive key is copied.
 */
export function redactSensitive(object: Record<string, unknown>): Record<string, unknown> {
  let result = censorKeys(object);
  for (const key of Object.keys(result)) {
    const value = result[key];
    if (!isContainer(value)) continue;
    const censored = censorKeys(value);
    if (censored === value) continue;
    if (result === object) result = { ...object };
    result[key] = censored;
  }
  return result;
}
