// @vitest-environment node
// (happy-dom's URL would resolve against http://localhost; this test reads files, so it runs in node.)
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { UI_LANGUAGES } from '@lobby/contract';
import { describe, expect, it } from 'vitest';

// A value identical to English is a string nobody translated, unless the language really writes
// that word the same way. Each allowance below names its keys and languages; an allowance that no
// file needs any more fails too, so the list can only shrink.

const folder = fileURLToPath(new URL('.', import.meta.url));

function read(code: string): Record<string, string> {
  return JSON.parse(readFileSync(`${folder}/${code}.json`, 'utf8')) as Record<string, string>;
}

const english = read('EN');
const others = UI_LANGUAGES.filter((code) => code !== 'EN');
const catalogues = new Map<string, Record<string, string>>(
  others.map((code) => [code, read(code)]),
);

interface Allowance {
  keys: readonly string[];
  languages: readonly string[];
}

/** Languages that write "Crash" in their own script. */
const TRANSLITERATE_CRASH = ['BN', 'HI', 'JA', 'KK', 'KO', 'NE', 'RU', 'TA', 'TE', 'TH', 'UR'];

const except = (...codes: string[]): string[] => others.filter((code) => !codes.includes(code));

const SAME_AS_ENGLISH: readonly Allowance[] = [
  // Codes: the "IP" before an address is written in Latin letters everywhere.
  { keys: ['member.address'], languages: others },

  // Game categories players know by their English name (Aviator-style crash games, arcade games,
  // slots) and see written that way on every site of their market. Languages whose players write
  // them in their own script have them transliterated instead (クラッシュ, Краш-игры, क्रैश).
  { keys: ['category.crash'], languages: except(...TRANSLITERATE_CRASH) },
  {
    keys: ['category.arcade'],
    languages: ['ES', 'FR', 'ID', 'PT', 'PT-BR', 'SW', 'TR', 'TY', 'UR-LA', 'VI'],
  },
  { keys: ['category.rng'], languages: ['ES', 'PT', 'PT-BR', 'SW', 'TY', 'UR-LA'] },

  // Loanwords written in English spelling, as these languages' own sentences use them ("la app",
  // "game" in Indonesian and Roman Urdu, "odds" on betting sites, "Hot" badges in Vietnam).
  { keys: ['page.app'], languages: ['ES', 'FR', 'PT', 'PT-BR', 'TY', 'UR-LA'] },
  { keys: ['matches.odds'], languages: ['ID', 'MS', 'PT', 'PT-BR', 'SW', 'TY'] },
  { keys: ['matches.live'], languages: ['ID', 'TY', 'UR-LA'] },
  { keys: ['page.game'], languages: ['ID', 'UR-LA'] },
  { keys: ['games.count'], languages: ['UR-LA'] },
  { keys: ['member.typeMember'], languages: ['ID'] },
  { keys: ['member.typeAgent'], languages: ['FR', 'TY', 'UR-LA'] },
  { keys: ['game.hot'], languages: ['VI'] },
  // Casino wallets: "Bonus", and "Deposit" in Indonesian and Malay, are the words these sites use.
  { keys: ['wallet.kind.bonus'], languages: ['FR', 'ID', 'MS', 'TR', 'TY', 'UR-LA'] },
  { keys: ['wallet.kind.deposit'], languages: ['ID', 'MS'] },
  { keys: ['page.walletDeposit', 'feedback.category.deposit'], languages: ['ID'] },
  // Filipino and Roman Urdu payment apps write "E-wallet" as it is (GCash, JazzCash, Easypaisa).
  { keys: ['wallet.accountType.ewallet'], languages: ['TY', 'UR-LA'] },
  // Taglish and Roman Urdu keep the English words of sign-in forms (the Urdu file spells the same
  // loanwords یوزر نیم, پاس ورڈ, موبائل نمبر); Filipino apps call the start tab Home.
  { keys: ['field.username', 'field.password', 'register.byUsername'], languages: ['TY', 'UR-LA'] },
  { keys: ['field.mobile', 'register.byMobile'], languages: ['UR-LA'] },
  { keys: ['nav.home', 'category.sports'], languages: ['TY'] },
  { keys: ['nav.home'], languages: ['UR-LA'] },
  // Roman Urdu, like the Urdu file (بیلنس, پروموشنز, اکاؤنٹ), and Taglish write these in English;
  // "Baqaya" would read as money owed, "Peshkash" as a gift offer.
  {
    keys: [
      'wallet.balance',
      'wallet.balanceAfter',
      'nav.promotions',
      'page.activity',
      'promo.codeLabel',
      'feedback.category.account',
    ],
    languages: ['UR-LA'],
  },
  { keys: ['feedback.category.account'], languages: ['TY'] },

  // French words spelled as in English.
  {
    keys: ['dialog.confirmation', 'nav.promotions', 'page.activity', 'category.sports'],
    languages: ['FR'],
  },
];

const allowed = (code: string, key: string): boolean =>
  SAME_AS_ENGLISH.some(
    (allowance) => allowance.languages.includes(code) && allowance.keys.includes(key),
  );

describe('values identical to English', () => {
  it.each(others)('%s translates every value outside the allow-list', (code) => {
    const messages = catalogues.get(code) ?? {};
    const copied = Object.keys(english).filter(
      (key) => messages[key] === english[key] && !allowed(code, key),
    );
    expect(copied.map((key) => `${key}: ${english[key]}`)).toEqual([]);
  });

  it('has no allowance that a file no longer needs', () => {
    const unneeded = SAME_AS_ENGLISH.flatMap(({ keys, languages }) =>
      languages.flatMap((code) =>
        keys
          .filter((key) => catalogues.get(code)?.[key] !== english[key])
          .map((key) => `${code} ${key}`),
      ),
    );
    expect(unneeded).toEqual([]);
  });
});
