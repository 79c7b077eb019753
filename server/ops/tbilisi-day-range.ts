import { DAY_MS } from '../../core/time/durations';

/**
 * The half-open range of instants covering Tbilisi days `from` through `to`, both inclusive: an
 * operator asking for 1–3 October means until the end of 3 October in Georgia, not in UTC.
 */
export function tbilisiDayRange(
  from?: Date,
  to?: Date,
): { createdFrom?: Date; createdBefore?: Date } {
  return {
    ...(from === undefined ? {} : { createdFrom: from }),
    ...(to === undefined ? {} : { createdBefore: new Date(to.getTime() + DAY_MS) }),
  };
}
