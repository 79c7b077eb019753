/** The current time. Core never reads the system clock itself; rules take a `Clock` or a `Date`. */
export interface Clock {
  /** The current instant. */
  now(): Date;
}
