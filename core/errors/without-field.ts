import type { ErrorCode } from './error-codes';

// Apart from ./field-errors.ts (which checks codes against the whole catalogue) so a form can clear
// an error while the catalogue stays out of its initial JavaScript (docs/performance.md "Budgets").

/** Removes one field's error: a field's error clears as soon as it is edited (docs/validation.md). */
export function withoutField<Field extends string>(
  errors: Readonly<Partial<Record<Field, ErrorCode>>>,
  field: Field,
): Readonly<Partial<Record<Field, ErrorCode>>> {
  const { [field]: _cleared, ...rest } = errors;
  return rest as Readonly<Partial<Record<Field, ErrorCode>>>;
}
