/** What the scheduler runs and how often. */
interface PassSchedulerOptions {
  /** One pass; true when more may be due at once. */
  readonly pass: () => Promise<boolean>;
  readonly pollMs: number;
  readonly nudgeDelayMs: number;
  readonly onError?: (error: unknown) => void;
}

/**
 * When passes run, one at a time: again at once while a pass reports more due, then after the poll
 * interval; a nudge asks for a pass a nudge delay later (after the running pass, if one is running).
 */
export class PassScheduler {
  private running: Promise<void> | null = null;
  private again = false;
  private stopped = true;
  private timer: NodeJS.Timeout | undefined;
  private nudged: NodeJS.Timeout | undefined;
  /** A nudge arrived during a pass: one more pass follows, a nudge delay after it ends. */
  private nudgedDuringPass = false;

  constructor(private readonly options: PassSchedulerOptions) {}

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.run();
  }

  nudge(): void {
    if (this.stopped) return;
    // Under steady posting a nudge arrives during nearly every pass: the next pass still waits a
    // nudge delay, so the claims stay at most one per delay instead of one per group commit
    // (each claim is a write inside the queue the requests wait in, docs/performance.md "Registration").
    if (this.running !== null) this.nudgedDuringPass = true;
    else this.nudgeLater();
  }

  /** Stops scheduling and waits up to `graceMs` for the pass in progress. */
  async stop(graceMs: number): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    clearTimeout(this.nudged);
    this.nudged = undefined;
    if (this.running === null) return;
    let waited: NodeJS.Timeout | undefined;
    const grace = new Promise<void>((resolve) => {
      waited = setTimeout(resolve, graceMs);
    });
    await Promise.race([this.running, grace]);
    clearTimeout(waited);
  }

  /** Waits for the running pass, then runs passes until nothing more is due. */
  async drain(): Promise<void> {
    while (this.running !== null) await this.running;
    while (await this.options.pass()) {}
  }

  private async loop(): Promise<void> {
    do {
      this.again = false;
      try {
        if (await this.options.pass()) this.again = true;
      } catch (error) {
        this.options.onError?.(error);
        this.again = false;
      }
    } while (this.again && !this.stopped);
  }

  private run(): void {
    if (this.running !== null) {
      this.again = true;
      return;
    }
    this.running = this.loop().finally(() => {
      this.running = null;
      this.schedulePoll();
      if (this.nudgedDuringPass) {
        this.nudgedDuringPass = false;
        this.nudgeLater();
      }
    });
  }

  private schedulePoll(): void {
    if (this.stopped) return;
    clearTimeout(this.timer);
    this.timer = setTimeout(() => this.run(), this.options.pollMs);
    this.timer.unref();
  }

  private nudgeLater(): void {
    if (this.stopped || this.nudged !== undefined) return;
    this.nudged = setTimeout(() => {
      this.nudged = undefined;
      if (!this.stopped) this.run();
    }, this.options.nudgeDelayMs);
    this.nudged.unref();
  }
}
