/** The part of fontverter (a subset-font dependency, no types of its own) the font tests use. */
declare module 'fontverter' {
  /** Converts a font between woff2, woff and sfnt (TrueType/OpenType) containers. */
  function convert(font: Uint8Array, toFormat: 'sfnt' | 'woff' | 'woff2'): Promise<Uint8Array>;
  const fontverter: { convert: typeof convert };
  export default fontverter;
}
