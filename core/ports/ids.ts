/** Identifier sources. Adapters back these with a CSPRNG; tests use a deterministic sequence. */
export interface Ids {
  /** An opaque unique id for a stored row (e.g. a UUID v7 or 128 random bits). */
  newId(): string;
  /**
   * A bearer token that may reach a browser (payment result lookup): at least 128 random bits,
   * base64url (docs/security.md "Payment callbacks").
   */
  newToken(): string;
}
