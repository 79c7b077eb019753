/**
 * Georgian mobile ranges by their first three national digits (docs/validation.md "Phone"): the
 * original list united with every allocated range, as refusing a real number loses a sale. Grouped
 * by original holder for reading only: numbers are portable.
 */
const RANGES = {
  magti: ['500', '511', '544', '550', '551', '585', '591', '595', '596', '598', '599'],
  silknet: ['514', '555', '557', '558', '570', '575', '577', '580', '588', '593'],
  cellfie: ['568', '571', '574', '579', '592', '597'],
  // Allocated (libphonenumber mobile pattern, 52x/53x ranges, Globalcell 559) but with no clear brand today.
  unknown: [
    ...['520', '521', '522', '523', '524', '525', '526', '527', '528', '529'],
    ...['530', '531', '532', '533', '534', '535', '536', '537', '538', '539'],
    '559',
    '578',
  ],
} as const;

const ALLOCATED_PREFIXES: ReadonlySet<string> = new Set(Object.values(RANGES).flat());

/** Whether a 9-digit national number starts with an allocated mobile range. */
export function isAllocatedMobilePrefix(nationalNumber: string): boolean {
  return ALLOCATED_PREFIXES.has(nationalNumber.slice(0, 3));
}
