/** Compresses every text file in `dir` to `<file>.br` and `<file>.gz`; returns how many. */
export function precompressTextAssets(dir: string): number;
/** Compresses every page under `dir` (recursively) to `<page>.br` and `<page>.gz`; returns how many. */
export function precompressPages(dir: string): number;
