/**
 * Stems of the month names, index 0 = January. Georgian stems include the syncopated forms used in
 * the genitive and dative (ოქტომბრის, ოქტომბერს); English covers full names and abbreviations.
 */
const GEORGIAN_STEMS: readonly (readonly string[])[] = [
  ['იანვარ', 'იანვრ'],
  ['თებერვალ', 'თებერვლ'],
  ['მარტ'],
  ['აპრილ'],
  ['მაის'],
  ['ივნის'],
  ['ივლის'],
  ['აგვისტო', 'აგვისტ'],
  ['სექტემბერ', 'სექტემბრ'],
  ['ოქტომბერ', 'ოქტომბრ'],
  ['ნოემბერ', 'ნოემბრ'],
  ['დეკემბერ', 'დეკემბრ'],
];

/** Case endings a Georgian month name takes in a date line: nominative, genitive, dative, locative. */
const GEORGIAN_ENDINGS: readonly string[] = ['', 'ი', 'ის', 'ს', 'ში', 'ო', 'ოს'];

const ENGLISH_NAMES: readonly string[] = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];

function isGeorgianMonth(word: string, index: number): boolean {
  return (GEORGIAN_STEMS[index] ?? []).some(
    (stem) => word.startsWith(stem) && GEORGIAN_ENDINGS.includes(word.slice(stem.length)),
  );
}

function isEnglishMonth(word: string, index: number): boolean {
  const name = ENGLISH_NAMES[index] ?? '';
  return word === name || word === name.slice(0, 3) || (index === 8 && word === 'sept');
}

/**
 * The month (1-12) named by one word, in Georgian or English, or undefined. Whole words only, so
 * `მარტივი` ("simple") is not March.
 */
export function monthOfWord(word: string): number | undefined {
  const lower = word.toLowerCase().replace(/\.$/, '');
  for (let index = 0; index < 12; index += 1) {
    if (isGeorgianMonth(lower, index) || isEnglishMonth(lower, index)) return index + 1;
  }
  return undefined;
}
