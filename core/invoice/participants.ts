import { err, ok, type Result } from 'neverthrow';
import * as v from 'valibot';
import { emailSchema } from '../email/email';
import { type DomainError, domainError } from '../errors/domain-error';
import { schemaFromParser } from '../errors/schema-from-parser';
import { fullNameSchema } from '../person/person-name';

/** Who takes one seat of a company invoice. */
export interface Participant {
  readonly name: string;
  /** Lowercased. */
  readonly email: string;
}

/** One line `Name, e-mail` (a comma, semicolon, tab or space before the address; `<…>` allowed). */
function parseLine(line: string): Participant | undefined {
  const match = /^(.*?)[\s,;]*<?([^\s,;<>]+@[^\s,;<>]+)>?$/.exec(line.trim());
  if (match === null) return undefined;
  const name = v.safeParse(fullNameSchema, match[1] ?? '');
  const email = v.safeParse(emailSchema, match[2] ?? '');
  return name.success && email.success ? { name: name.output, email: email.output } : undefined;
}

/**
 * The optional participants field (docs/purchase.md "Company invoices"): one participant a line,
 * a name then an e-mail; blank lines skipped. A plain text area, so the form works without JavaScript.
 */
function parseParticipants(
  input: string,
): Result<readonly Participant[], DomainError<'participants.invalid'>> {
  const participants: Participant[] = [];
  for (const line of input.split(/\r?\n/)) {
    if (line.trim() === '') continue;
    const participant = parseLine(line);
    if (participant === undefined) return err(domainError('participants.invalid'));
    participants.push(participant);
  }
  return ok(participants);
}

/** Valibot schema of the participants text area. */
export const participantsSchema = schemaFromParser(parseParticipants, 'participants.invalid');

/** A participant given later through the console: the same two rules. */
export function parseParticipant(name: string, email: string): Participant | undefined {
  return parseLine(`${name}, ${email}`);
}
