import { describe, expect, it } from 'vitest';
import { parseJson } from './parse-json';

describe('parseJson', () => {
  it('reads JSON and gives undefined for anything else', () => {
    expect(parseJson('{"ok":true}')).toEqual({ ok: true });
    expect(parseJson('<html>TypeError</html>')).toBeUndefined();
    expect(parseJson('')).toBeUndefined();
  });
});
