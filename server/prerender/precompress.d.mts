/** Compresses every text file in `dir` to `<file>.br` and `<file>.gz`; returns how many. */
export function precompressTextAssets(dir: string): number;
