import { closeSync, ftruncateSync, openSync, readFileSync, writeSync } from 'node:fs';

/**
 * Deliveries noted the instant the outbox reports them, before their mark waits for the group
 * commit (a few milliseconds behind other units' fsyncs). A process killed in that wait would
 * otherwise claim the message again and send it twice (docs/messaging.md "E-mail").
 */
export interface DeliveryJournal {
  /** Appends the delivery at once (one write, no fsync: it only has to outlive the process). */
  note(id: string, at: Date): void;
  /** One noted delivery's mark is settled; the file is emptied when none is outstanding. */
  settled(): void;
  close(): void;
}

/** `id<TAB>epoch ms` and a newline; a last line without one was cut short and is ignored. */
const LINE = /^([^\t\n]+)\t(\d+)$/;

/** The deliveries a killed process noted but did not commit, oldest first. */
export function readDeliveryJournal(path: string): { id: string; at: Date }[] {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch {
    return [];
  }
  return text
    .split('\n')
    .slice(0, -1)
    .flatMap((line) => {
      const match = LINE.exec(line);
      return match?.[1] && match[2] ? [{ id: match[1], at: new Date(Number(match[2])) }] : [];
    });
}

/**
 * Opens (and empties) the journal at `path`; call after its entries were applied. Appends go to
 * the end even after the file is emptied (`a` mode). A write that fails (a full disk) turns the
 * journal off: the commit still marks every delivery, only the crash window is open again.
 */
export function openDeliveryJournal(path: string): DeliveryJournal {
  let fd: number | undefined = openSync(path, 'a');
  ftruncateSync(fd, 0);
  let outstanding = 0;
  return {
    note(id, at) {
      if (fd === undefined) return;
      try {
        writeSync(fd, `${id}\t${at.getTime()}\n`);
        outstanding += 1;
      } catch {
        closeSync(fd);
        fd = undefined;
      }
    },
    settled() {
      if (fd === undefined || outstanding === 0) return;
      outstanding -= 1;
      if (outstanding === 0) ftruncateSync(fd, 0);
    },
    close() {
      if (fd !== undefined) closeSync(fd);
      fd = undefined;
    },
  };
}
