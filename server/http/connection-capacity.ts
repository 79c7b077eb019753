import { readFileSync } from 'node:fs';

/** Assumed when the limit cannot be read (not Linux): the usual soft default. */
const FALLBACK_OPEN_FILES = 1024;

/**
 * The process's soft open-files limit (`ulimit -n`), read from `/proc/self/limits` on Linux;
 * Node has no API for it. Undefined where the file is missing or says "unlimited".
 */
export function softOpenFilesLimit(limitsFile = '/proc/self/limits'): number | undefined {
  try {
    const line = readFileSync(limitsFile, 'utf8')
      .split('\n')
      .find((candidate) => candidate.startsWith('Max open files'));
    const soft = line?.slice('Max open files'.length).trim().split(/\s+/)[0];
    return soft !== undefined && /^\d+$/.test(soft) ? Number(soft) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * How many client connections fit under the open-files limit: a quarter of it (at least 64) stays
 * free for the database, files being sent, outbound calls and stdio (docs/security.md
 * "Slow and hostile clients").
 */
export function connectionCapacity(openFilesLimit = FALLBACK_OPEN_FILES): number {
  const reserve = Math.max(64, Math.ceil(openFilesLimit / 4));
  return Math.max(1, openFilesLimit - reserve);
}

/** The configured cap, or the one the open-files limit allows (`auto`). */
export function resolveMaxConnections(
  configured: number | 'auto',
  openFilesLimit: number | undefined = softOpenFilesLimit(),
): number {
  return configured === 'auto' ? connectionCapacity(openFilesLimit) : configured;
}
