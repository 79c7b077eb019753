import { unwatchFile, watchFile } from 'node:fs';
import { type SiteFacts, siteFactsOf } from '../../core/site/site-facts';
import type { SiteConfig } from '../../core/site-config/site-config';
import { readSiteConfig } from './load-site-config';

/**
 * The site configuration the server runs on (docs/site.md "Configuration reaches every page"):
 * every route, page render and check reads `current()` when it needs it, so an applied edit reaches
 * them all at once.
 */
export interface SiteConfigSource {
  current(): SiteConfig;
  /** The facts the pages read, of the current configuration. */
  facts(): SiteFacts;
  /** Calls `listener` after each change applied; returns the unsubscribe. */
  onChange(listener: () => void): () => void;
  close(): void;
}

/** A configuration that never changes (tests, and any app built without a file to watch). */
export function fixedSiteConfig(config: SiteConfig): SiteConfigSource {
  const facts = siteFactsOf(config);
  return {
    current: () => config,
    facts: () => facts,
    onChange: () => () => {},
    close: () => {},
  };
}

/** What watching the file needs. */
export interface WatchSiteConfigOptions {
  readonly path: string;
  /** The configuration read at start. */
  readonly initial: SiteConfig;
  readonly log: {
    info(facts: object, message: string): void;
    error(facts: object, message: string): void;
  };
  /** How often the file's modification time is read (polling survives editors that replace it). */
  readonly intervalMs?: number;
}

/**
 * The configuration file, applied when it changes: a valid edit replaces the configuration and
 * tells the listeners; a broken one is refused with its field messages in the log, and the last
 * good configuration keeps serving.
 */
export function watchSiteConfig(options: WatchSiteConfigOptions): SiteConfigSource {
  let config = options.initial;
  let facts = siteFactsOf(config);
  const listeners = new Set<() => void>();
  const onFileChange = () => {
    const reading = readSiteConfig(options.path);
    if (!reading.ok) {
      options.log.error(
        { problems: reading.message },
        'site configuration edit refused: the last good configuration keeps serving',
      );
      return;
    }
    if (JSON.stringify(reading.config) === JSON.stringify(config)) return;
    config = reading.config;
    facts = siteFactsOf(config);
    options.log.info({ path: options.path }, 'site configuration applied');
    for (const listener of listeners) listener();
  };
  watchFile(
    options.path,
    { interval: options.intervalMs ?? 1_000, persistent: false },
    (now, before) => {
      if (now.mtimeMs !== before.mtimeMs || now.size !== before.size) onFileChange();
    },
  );
  return {
    current: () => config,
    facts: () => facts,
    onChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    close: () => unwatchFile(options.path),
  };
}
