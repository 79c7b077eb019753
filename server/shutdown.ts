/** The part of a Fastify instance shutdown needs. */
export interface Closable {
  close(): Promise<unknown>;
}

/** How shutdown ends the process; injected so tests observe it instead of exiting. */
export interface ShutdownOptions {
  readonly timeoutMs: number;
  readonly exit: (code: number) => void;
  readonly onError?: (error: unknown) => void;
}

/**
 * Closes the app (stop accepting, finish in-flight requests, close the database via onClose) and
 * exits 0; exits 1 if that fails or takes longer than `timeoutMs` (docs/security.md "Graceful shutdown": exit
 * within 10 s).
 */
export async function shutDownGracefully(app: Closable, options: ShutdownOptions): Promise<void> {
  const timer = setTimeout(() => options.exit(1), options.timeoutMs);
  timer.unref();
  try {
    await app.close();
    clearTimeout(timer);
    options.exit(0);
  } catch (error) {
    clearTimeout(timer);
    options.onError?.(error);
    options.exit(1);
  }
}

/** Calls `shutDownGracefully` once on the first SIGTERM or SIGINT; a second signal changes nothing. */
export function closeOnSignals(app: Closable, options: ShutdownOptions): void {
  let closing = false;
  const onSignal = () => {
    if (closing) return;
    closing = true;
    void shutDownGracefully(app, options);
  };
  process.once('SIGTERM', onSignal);
  process.once('SIGINT', onSignal);
}
