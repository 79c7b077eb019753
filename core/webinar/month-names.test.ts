import { describe, expect, it } from 'vitest';
import { monthOfWord } from './month-names';

const GEORGIAN = [
  'იანვარი',
  'თებერვალი',
  'მარტი',
  'აპრილი',
  'მაისი',
  'ივნისი',
  'ივლისი',
  'აგვისტო',
  'სექტემბერი',
  'ოქტომბერი',
  'ნოემბერი',
  'დეკემბერი',
];
const ENGLISH = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

describe('monthOfWord', () => {
  it('knows all twelve months in Georgian and English, full and abbreviated', () => {
    for (const [index, name] of GEORGIAN.entries()) expect(monthOfWord(name)).toBe(index + 1);
    for (const [index, name] of ENGLISH.entries()) {
      expect(monthOfWord(name)).toBe(index + 1);
      expect(monthOfWord(`${name.slice(0, 3)}.`)).toBe(index + 1);
    }
    expect(monthOfWord('Sept')).toBe(9);
  });

  it('reads Georgian genitive and dative forms', () => {
    expect(monthOfWord('ოქტომბრის')).toBe(10);
    expect(monthOfWord('ნოემბერს')).toBe(11);
    expect(monthOfWord('იანვრის')).toBe(1);
    expect(monthOfWord('აგვისტოს')).toBe(8);
    expect(monthOfWord('მაისში')).toBe(5);
  });

  it.each(['მარტივი', 'marching', 'oc', 'ოქტ', 'today', ''])(
    'does not read %j as a month',
    (word) => {
      expect(monthOfWord(word)).toBeUndefined();
    },
  );
});
