/**
 * Serialises data for a `<script>` element (JSON-LD, the i18n data block). `<` is escaped so a
 * string such as `</script>` in copy can never close the element; U+2028/9 for old parsers.
 */
export function serializeJsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
