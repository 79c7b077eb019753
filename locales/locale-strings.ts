/**
 * Test-only: every text of a parsed locale file with its key path (`a.b[2].c`), for the checks that
 * read every string of every namespace (register, claimed figures, glossary terms).
 */
export function localeStrings(node: unknown, path = ''): [string, string][] {
  if (typeof node === 'string') return [[path, node]];
  if (Array.isArray(node))
    return node.flatMap((item, index) => localeStrings(item, `${path}[${index}]`));
  if (node && typeof node === 'object') {
    return Object.entries(node).flatMap(([key, value]) =>
      localeStrings(value, path ? `${path}.${key}` : key),
    );
  }
  return [];
}
