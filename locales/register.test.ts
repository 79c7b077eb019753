import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { localeStrings } from './locale-strings';

/**
 * The Georgian copy speaks to the visitor in one register, the formal თქვენ, and spells each word
 * one way (docs/site.md "Voice and spelling"). Georgian marks the polite second person with the
 * plural ending -თ, so informal forms are easy to spot: the pronoun შენ and its cases, the copula
 * ხარ, second-person-singular verb forms, and an imperative whose formal twin (the same word plus
 * -თ) the copy already uses elsewhere.
 */

/** Informal pronoun შენ in all its cases, as a whole word (შენობა, შენახვა are other words). */
const INFORMAL_PRONOUN = /^შენ(ი|ს|თვის|თან|ით|მა|ზე|გან|ივე|სავით)?ა?$/;

/**
 * Informal second-person verb forms we have seen in copy, each with its formal twin beside it.
 * The list catches what the general rules below cannot: forms whose polite twin is not a simple -თ
 * on the end of a word the copy happens to use.
 */
const INFORMAL_VERBS: ReadonlySet<string> = new Set([
  'ხარ', // you are → ხართ
  'გაქვს', // you have → გაქვთ
  'გექნება', // you will have → გექნებათ
  'გქონდეს', // → გქონდეთ
  'იცი', // you know → იცით
  'გინდა', // you want → გინდათ
  'შეგიძლია', // you can → შეგიძლიათ
  'გჭირდება', // you need → გჭირდებათ
  'გიდევს', // lies with you → გიდევთ
  'გპირდება', // promises you → გპირდებათ
  'მოგცემს', // will give you → მოგცემთ
  'დაგეხმარება', // will help you → დაგეხმარებათ
  'მოგიყვანს', // will bring you → მოგიყვანთ
  'გიხსნის', // opens for you → გიხსნით
  'გიცნობს', // knows you → გიცნობთ
  'ღირხარ', // you are worth → ღირხართ
  'მიდიხარ', // you are going → მიდიხართ
  'დგახარ', // you stand → დგახართ
  'მიიღებ', // you will receive → მიიღებთ
  'დაამატებ', // you will add → დაამატებთ
  'წარუდგენ', // you will present → წარუდგენთ
  'წახვალ', // you will leave → წახვალთ
  'გადაწყვეტ', // you decide → გადაწყვეტთ
  'იმუშავე', // you worked → იმუშავეთ
  'მონაწილეობდი', // you took part → მონაწილეობდით
  'ეძებო', // you should look for → ეძებოთ
  'აირჩიო', // you should choose → აირჩიოთ
  'მოემზადო', // you should prepare → მოემზადოთ
  'დაუკავშირდე', // you should contact → დაუკავშირდეთ
  'ჩადო', // you should put → ჩადოთ
  'თანხმდები', // you agree → თანხმდებით
  'შემოუერთდი', // join → შემოგვიერთდით
  'დარეგისტრირდი', // register → დარეგისტრირდით
  'გაიგე', // find out → გაიგეთ
  'ნახე', // see → ნახეთ
]);

/**
 * Second-person-singular present and future forms of the commonest verb class end on the bare
 * thematic suffix: იღებ, აჭიანურებ, აკეთებ. No noun or adverb ends so; the polite form adds -თ.
 * First-person forms (ვიღებ) begin with ვ and are left alone.
 */
const INFORMAL_PRESENT = /^[^ვ][ა-ჰ]*(ებ|ობ)$/;

/**
 * Words that look informal to the rules above but are not verbs addressed to the reader. Each
 * entry says what the word is.
 */
const ALLOWED: ReadonlySet<string> = new Set<string>([
  'შესახებ', // "about", a postposition ending in -ებ like a verb
]);

/** The one spelling of e-mail: ელფოსტა, never ელ-ფოსტა or ელ. ფოსტა. */
const WRONG_SPELLINGS: readonly RegExp[] = [/ელ-ფოსტ/, /ელ\.\s?ფოსტ/];

function georgianStrings(): [string, string][] {
  const directory = join(import.meta.dirname, 'ka');
  return readdirSync(directory)
    .filter((file) => file.endsWith('.json'))
    .flatMap((file) =>
      localeStrings(JSON.parse(readFileSync(join(directory, file), 'utf8')), `${file}:`),
    );
}

function words(text: string): string[] {
  return text.replace(/\{\{\w+\}\}/g, ' ').match(/[ა-ჰ]+/g) ?? [];
}

/** Words the copy uses, to find an informal imperative whose polite twin (word + თ) is used too. */
function vocabulary(texts: readonly string[]): Set<string> {
  return new Set(texts.flatMap(words));
}

function informalWords(text: string, known: ReadonlySet<string>): string[] {
  return words(text).filter(
    (word) =>
      !ALLOWED.has(word) &&
      (INFORMAL_PRONOUN.test(word) ||
        INFORMAL_VERBS.has(word) ||
        INFORMAL_PRESENT.test(word) ||
        // An imperative in -ე whose polite form the copy also uses (დაჯავშნე beside დაჯავშნეთ).
        // Other endings are left to the list: a noun in -ი has an instrumental in -ით (ბარათი,
        // ბარათით) and a third-person aorist in -ო a polite optative in -ოთ (მან მიიღო, მიიღოთ),
        // both of which would look like an informal form with its polite twin.
        (/ე$/.test(word) && word.length > 3 && known.has(`${word}თ`))),
  );
}

describe('Georgian copy speaks in one register and spells e-mail one way', () => {
  const texts = georgianStrings();
  const known = vocabulary(texts.map(([, text]) => text));

  it('reads the Georgian locale files', () => {
    expect(texts.length).toBeGreaterThan(300);
  });

  it('uses no informal (შენ) second-person form', () => {
    const offenders = texts.flatMap(([path, text]) => {
      const found = informalWords(text, known);
      return found.length === 0 ? [] : [`${path} [${found.join(', ')}] ${text.slice(0, 70)}`];
    });
    expect(offenders).toEqual([]);
  });

  it('writes ელფოსტა, never ელ-ფოსტა', () => {
    const offenders = texts
      .filter(([, text]) => WRONG_SPELLINGS.some((pattern) => pattern.test(text)))
      .map(([path]) => path);
    expect(offenders).toEqual([]);
  });

  it('would catch the informal forms the copy used to carry', () => {
    const formal = new Set(['დაჯავშნეთ']);
    for (const sentence of [
      'დაჯავშნე უფასო ზარი',
      'შემოუერთდი შემდეგ ნაკადს',
      'არ ხარ დარწმუნებული, რომ კურსი შენთვისაა?',
      'შენი ინსტრუქტორი',
      'პირველსავე შეთავაზებას თანხმდები',
      'ამიტომ იმაზე ნაკლებს იღებ',
      'მკაფიო გეგმა გექნება',
    ]) {
      expect(informalWords(sentence, formal), sentence).not.toEqual([]);
    }
  });

  it('leaves the formal forms alone', () => {
    for (const sentence of [
      'დაჯავშნეთ უფასო ზარი',
      'შემოგვიერთდით შემდეგ ნაკადში',
      'თქვენი ინსტრუქტორი',
      'მკაფიო გეგმა გექნებათ',
      'გადახდა ბარათით',
      'შენობა და შენახვა',
    ]) {
      expect(informalWords(sentence, new Set(['ბარათით'])), sentence).toEqual([]);
    }
  });
});
