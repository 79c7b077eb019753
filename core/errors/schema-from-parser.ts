import type { Result } from 'neverthrow';
import * as v from 'valibot';
import type { DomainError } from './domain-error';
import type { ErrorCode } from './error-codes';

/**
 * Wraps a value-object parser as a valibot schema, so the form, the route and the entity share one rule
 * (docs/architecture.md "One schema, three uses"). The issue message is the parser's stable code, never a sentence;
 * a non-string input reports `requiredCode`.
 */
export function schemaFromParser<T>(
  parse: (input: string) => Result<T, DomainError<ErrorCode>>,
  requiredCode: ErrorCode,
) {
  return v.pipe(
    v.string(requiredCode),
    v.rawTransform<string, T>(({ dataset, addIssue, NEVER }) => {
      const parsed = parse(dataset.value);
      if (parsed.isOk()) return parsed.value;
      addIssue({ message: parsed.error.type });
      return NEVER;
    }),
  );
}
