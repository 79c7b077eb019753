/**
 * The value of one fund at the end of every month, in (fractional) tetri: the initial amount is
 * invested at the start, each monthly payment at the start of its month (an annuity due, docs/calculator.md "Inputs and limits"),
 * and the whole balance grows by the monthly rate during the month. Values stay unrounded here so
 * rounding happens once, where a figure is reported (within 1 tetri of the closed form).
 */
export function projectFundValues(
  initial: number,
  monthly: number,
  rate: number,
  months: number,
): Float64Array {
  const values = new Float64Array(months);
  let balance = initial;
  for (let month = 0; month < months; month += 1) {
    balance = (balance + monthly) * (1 + rate);
    values[month] = balance;
  }
  return values;
}
