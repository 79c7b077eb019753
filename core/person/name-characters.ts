/**
 * The character rules shared by names and cities (docs/validation.md "Names": "letters (Latin or Georgian), spaces, hyphens,
 * apostrophes"). Latin includes accented letters (é, ü); Georgian includes Mtavruli. Input is NFC-normalised first
 * so a decomposed é counts as one letter.
 */
const LETTER = /^[\p{sc=Latin}\p{sc=Georgian}]$/u;
const ANY_LETTER = /^\p{L}$/u;

/** Whether one character is a Latin or Georgian letter. */
function isNameLetter(char: string): boolean {
  return ANY_LETTER.test(char) && LETTER.test(char);
}

/** Trims, NFC-normalises and collapses runs of whitespace to one space. */
export function normaliseNameText(input: string): string {
  return input.normalize('NFC').trim().replace(/\s+/g, ' ');
}

/**
 * Whether the text is letters plus the allowed punctuation, starting with a letter. Starting with a letter also
 * keeps `-`, `+`, `=` and `@` from opening a spreadsheet cell (docs/security.md, CSV injection).
 */
export function hasOnlyNameCharacters(text: string, punctuation: ReadonlySet<string>): boolean {
  const chars = [...text];
  return (
    chars[0] !== undefined &&
    isNameLetter(chars[0]) &&
    chars.every((char) => isNameLetter(char) || punctuation.has(char))
  );
}

/** Length in characters (code points), as a person counts them. */
export function characterLength(text: string): number {
  return [...text].length;
}
