/**
 * Why a payment did not go through, in the buyer's terms (docs/purchase.md "Decline reasons"). Each
 * reason is one message key (`payment:failed.reasons.<reason>`) in both languages; the provider's own
 * English description is never shown.
 */
const DECLINE_REASONS = [
  'bankDeclined',
  'insufficientFunds',
  'cardDetails',
  'authentication',
  'limitExceeded',
  'cardBlocked',
  'securityCheck',
  'timeExpired',
  'callBank',
  'technical',
  'declined',
  'refunded',
  'interrupted',
] as const;

/** One decline reason. */
export type DeclineReason = (typeof DECLINE_REASONS)[number];

/**
 * Flitt's response codes by reason: the API's `response_code` (1000–1125) and the embedded checkout's
 * JavaScript codes (2000–2040), as docs/integrations.md "Flitt response codes" lists them.
 */
const CODES_BY_REASON: Readonly<
  Record<Exclude<DeclineReason, 'declined' | 'refunded' | 'interrupted'>, readonly number[]>
> = {
  bankDeclined: [1000, 1004, 1097, 2000, 2018],
  insufficientFunds: [1037, 2019],
  cardDetails: [1003, 1015, 1025, 2013, 2016, 2017],
  authentication: [1024, 1053, 1073, 1075, 1105, 2015, 2038],
  limitExceeded: [1040, 2023, 2025],
  cardBlocked: [1041, 1042, 1043, 1044, 1045, 1102, 2039],
  securityCheck: [1051, 2040],
  timeExpired: [1052, 1054, 1082, 2006],
  callBank: [1064],
  technical: [
    1002, 1005, 1006, 1007, 1008, 1009, 1010, 1011, 1012, 1014, 1016, 1017, 1021, 1023, 1026, 1027,
    1034, 1035, 1046, 1089, 2001, 2002, 2003, 2005, 2007, 2008, 2014, 2021,
  ],
};

const REASON_BY_CODE: ReadonlyMap<number, DeclineReason> = new Map(
  Object.entries(CODES_BY_REASON).flatMap(([reason, codes]) =>
    codes.map((code) => [code, reason as DeclineReason] as const),
  ),
);

/**
 * The reason for a failed payment: from the provider's response code when it is one we know; else a
 * plain decline when a decline is known (the status said so, or an unknown code came with it); an
 * expired or refunded order says so; else "interrupted" (nothing says why). Codes arrive as text from an unsigned query, so anything that is
 * not a whole number counts as no code.
 */
export function declineReason(input: {
  readonly responseCode: string | undefined;
  readonly orderStatus: string | undefined;
}): DeclineReason {
  const text = input.responseCode?.trim() ?? '';
  if (/^\d{1,6}$/.test(text)) return REASON_BY_CODE.get(Number(text)) ?? 'declined';
  if (input.orderStatus === 'expired') return 'timeExpired';
  if (input.orderStatus === 'reversed') return 'refunded';
  if (input.orderStatus === 'declined') return 'declined';
  return 'interrupted';
}
