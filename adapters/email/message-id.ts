/** Characters kept as they are: letters, digits, `-` and `_` (the rest of RFC 5322 atext is escaped too). */
const PLAIN = /[A-Za-z0-9_-]/;

/** `=XX` per UTF-8 byte: `=` is atext and never kept plain, so distinct keys stay distinct. */
function escapeChar(char: string): string {
  if (PLAIN.test(char)) return char;
  return [...new TextEncoder().encode(char)]
    .map((byte) => `=${byte.toString(16).toUpperCase().padStart(2, '0')}`)
    .join('');
}

/**
 * The `Message-ID` of the message with this idempotency key, `<key@domain>` (RFC 5322 `msg-id`):
 * a repeat of the same outbox message carries the same id, so mail systems treat it as one message.
 * The key is escaped into a dot-atom (an outbox key holds `:`, which a `msg-id` cannot).
 */
export function messageIdFor(idempotencyKey: string, domain: string): string {
  return `<${[...idempotencyKey].map(escapeChar).join('')}@${domain}>`;
}
