/** Events for a machine that may not be running yet: delivered in order once it is connected. */
export interface DeferredSender<Event> {
  /** Delivers the event now, or queues it (and calls `onQueued`) until `connect`. */
  readonly send: (event: Event) => void;
  /** Connects the running machine's `send` and delivers the queued events, oldest first. */
  readonly connect: (send: (event: Event) => void) => void;
}

/**
 * The queue behind `useDeferredMachine`: whatever the visitor did before the machine's chunk
 * arrived (a submit pressed at once) is delivered in order, never lost and never doubled.
 */
export function deferredSender<Event>(onQueued: () => void): DeferredSender<Event> {
  const queue: Event[] = [];
  let target: ((event: Event) => void) | undefined;
  return {
    send(event) {
      if (target) return target(event);
      queue.push(event);
      onQueued();
    },
    connect(send) {
      target = send;
      for (const event of queue.splice(0)) send(event);
    },
  };
}
