/** The encodings we precompress to, best first. */
export type ContentEncoding = 'br' | 'gzip' | 'identity';

const PREFERENCE: readonly ContentEncoding[] = ['br', 'gzip', 'identity'];

/** Reads `Accept-Encoding` into encoding → q-value (RFC 9110 §12.5.3). */
function qualities(header: string): Map<string, number> {
  const result = new Map<string, number>();
  for (const part of header.split(',')) {
    const [rawName = '', ...params] = part.trim().toLowerCase().split(';');
    const name = rawName.trim();
    if (name === '') continue;
    const qParam = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    const q = qParam === undefined ? 1 : Number(qParam.slice(2));
    result.set(name, Number.isFinite(q) ? q : 0);
  }
  return result;
}

/**
 * Picks the best encoding the client accepts, preferring brotli, then gzip. `*` stands for any
 * encoding not listed; identity is always acceptable unless explicitly refused (we send it anyway).
 */
export function negotiateEncoding(acceptEncoding: string | undefined): ContentEncoding {
  if (acceptEncoding === undefined || acceptEncoding.trim() === '') return 'identity';
  const accepted = qualities(acceptEncoding);
  const wildcard = accepted.get('*');
  const scored = PREFERENCE.map((encoding) => ({
    encoding,
    q: accepted.get(encoding) ?? (encoding === 'identity' ? 0.001 : (wildcard ?? 0)),
  }));
  const best = scored.reduce((top, candidate) => (candidate.q > top.q ? candidate : top));
  return best.q > 0 ? best.encoding : 'identity';
}
