/** The stamp a finished build leaves in dist/. */
export function stampPath(root: string): string;
/** Hash of the build's inputs: sources, site configuration, build variables and the build's clock. */
export function buildInputsHash(
  root: string,
  env: Readonly<Record<string, string | undefined>>,
  now?: Date,
): string;
/** The hash the last finished build recorded, or undefined. */
export function stampedHash(root: string): string | undefined;
/** Forgets the stamp (before a build starts). */
export function clearStamp(root: string): void;
/** Records the inputs a finished build was made from. */
export function writeStamp(root: string, hash: string): void;
