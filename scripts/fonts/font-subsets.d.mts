/** One web-font subset: its file-name part, the fontsource subset it comes from, its code points. */
export interface FontSubset {
  readonly name: string;
  readonly source: string;
  readonly codePoints: readonly number[];
}
export const WEIGHTS: readonly number[];
export const SUBSETS: readonly FontSubset[];
export function subsetFileName(subset: string, weight: number): string;
export function sourceFileName(source: string, weight: number): string;
export function unicodeRange(codePoints: readonly number[]): string;
