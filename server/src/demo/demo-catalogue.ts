/**
 * The demo catalogue: vendors, games, banners and matches that a fresh machine shows. Vendor
 * codes RNG and PVP are the platform's own studios; the lobby shows them under TCG.
 */
import { DEMO_BANNER_TEXTS } from './demo-banner-texts.js';
import type { BannerTexts } from '../games/games-tables.js';

export interface DemoVendor {
  code: string;
  name: string;
}

export interface DemoGame {
  lane: string;
  vendor: string;
  name: string;
  lottery?: { prizeMode: string; gameCode: string };
}

export const DEMO_VENDORS: readonly DemoVendor[] = [
  { code: 'TCG', name: 'TCG Gaming' },
  { code: 'RNG', name: 'TCG Slots' },
  { code: 'PVP', name: 'TCG Cards' },
  { code: 'LSG', name: 'Lucky Star Gaming' },
  { code: 'JDG', name: 'Jade Dragon Games' },
  { code: 'AUR', name: 'Aurora Live' },
  { code: 'KSB', name: 'Kickoff Sports' },
  { code: 'OCH', name: 'Ocean Hunter Studio' },
  { code: 'RKT', name: 'Rocket Arcade' },
];

const games = (lane: string, vendor: string, names: readonly string[]): DemoGame[] =>
  names.map((name) => ({ lane, vendor, name }));

const lotteries = (
  lane: string,
  prizeMode: string,
  entries: readonly [name: string, gameCode: string][],
): DemoGame[] =>
  entries.map(([name, gameCode]) => ({
    lane,
    vendor: 'TCG',
    name,
    lottery: { prizeMode, gameCode },
  }));

export const DEMO_GAMES: readonly DemoGame[] = [
  ...games('SPORTS', 'KSB', ['Kickoff Sportsbook', 'E-Sports Arena', 'Virtual Football']),
  ...games('LIVE', 'AUR', [
    'Live Baccarat A',
    'Live Baccarat B',
    'Speed Baccarat',
    'Squeeze Baccarat',
    'Dragon Tiger Live',
    'Live Roulette',
    'Auto Roulette',
    'Live Sic Bo',
    'Blackjack VIP',
    'Blackjack Party',
    'Fan Tan Live',
    'Casino Hold em Live',
  ]),
  ...games('LIVE', 'JDG', [
    'Jade Baccarat',
    'Jade Roulette',
    'Lotus Dragon Tiger',
    'Golden Sic Bo',
    'Jade Blackjack',
    'Bull Bull Live',
    'Three Cards Live',
    'Andar Bahar Live',
  ]),
  ...games('RNG', 'RNG', [
    'Dragon Fortune',
    'Golden Lotus',
    'Lucky Koi',
    'Jade Empire',
    'Mega Fruits',
    'Wild Tiger',
    'Fortune Cat',
    'Treasure Junk',
    'Phoenix Rising',
    'Money Tree',
    'Red Envelope',
    'Panda Feast',
    'Emperor Gold',
    'Lantern Night',
    'Silk Road',
  ]),
  ...games('RNG', 'LSG', [
    'Starburst Gems',
    'Cosmic Cash',
    'Lucky Sevens',
    'Neon Nights',
    'Diamond Rush',
    'Candy Blast',
    'Pirate Gold',
    'Viking Raid',
    'Aztec Sun',
    'Pharaoh Tomb',
    'Wild West Wins',
    'Magic Forest',
    'Ocean Pearls',
    'Rock n Reels',
    'Jungle Jackpot',
  ]),
  ...games('RNG', 'JDG', [
    'Koi Gate',
    'Bamboo Rush',
    'Tiger Dance',
    'Mahjong Ways',
    'Golden Ox',
    'Sakura Spin',
    'Ninja Strike',
    'Samurai Gold',
    'Monkey King',
    'Dragon Pearl',
    'Jade Buddha',
    'Fortune Gods',
    'Lion Dance',
    'Moon Festival',
    'Great Wall',
  ]),
  ...games('TABLE', 'AUR', [
    'Blackjack Classic',
    'European Roulette',
    'American Roulette',
    'Baccarat Pro',
    'Casino Hold em',
    'Three Card Poker',
    'Caribbean Stud',
    'Pai Gow Poker',
  ]),
  ...games('TABLE', 'LSG', [
    'Blackjack Multihand',
    'French Roulette',
    'Punto Banco',
    'Red Dog',
    'Casino War',
    'Video Poker',
    'Sic Bo Deluxe',
  ]),
  ...games('FISH', 'OCH', [
    'Ocean King',
    'Fish Hunter',
    'Golden Shark',
    'Deep Sea Party',
    'Mermaid Treasure',
    'Kraken Hunt',
    'Dragon Fishing',
    'Coral Reef',
  ]),
  ...games('FISH', 'JDG', ['Jade Fishing', 'Koi Catch', 'Lotus Pond', 'Fishing War']),
  ...games('PVP', 'PVP', [
    'Texas Poker',
    'Mahjong Duel',
    'Tongits',
    'Pusoy',
    'Teen Patti',
    'Rummy',
    'Niu Niu',
    'Landlord',
    'Blackjack Duel',
    'Domino QQ',
  ]),
  ...games('PVP', 'LSG', ['Poker Royale', 'Big Two', 'Capsa Susun', 'Ludo Star', 'Chinese Chess']),
  ...games('CRASH', 'RKT', [
    'Sky Rocket',
    'Moon Launch',
    'Jet Crash',
    'Balloon Pop',
    'Comet Run',
    'Space Cash',
    'Turbo X',
    'Cash Climb',
  ]),
  ...games('CRASH', 'TCG', ['Lucky Jet', 'High Flyer', 'Orbit', 'Meteor']),
  ...games('ARCADE', 'RKT', [
    'Plinko Drop',
    'Mines',
    'Dice Roll',
    'Hi-Lo',
    'Keno Blitz',
    'Wheel of Luck',
    'Coin Flip',
    'Tower Climb',
    'Limbo',
    'Goal Rush',
  ]),
  ...games('ARCADE', 'LSG', [
    'Scratch Gold',
    'Bingo Bash',
    'Lucky Wheel',
    'Penalty Kick',
    'Hot Dice',
  ]),
  ...lotteries('ELOTTO', 'TCG_ELOTT', [
    ['Quick 3D', 'Q3D'],
    ['Lucky 5D', 'L5D'],
    ['Keno 80', 'K80'],
    ['Fast 3', 'F3'],
    ['PK10 Racing', 'PK10'],
    ['Lucky Ball', 'LB'],
    ['Happy 8', 'H8'],
    ['Speed Lotto', 'SPL'],
  ]),
  ...lotteries('VIETNAM_LOTTO', 'TCG_VN', [
    ['Mien Bac', 'VNN'],
    ['Mien Nam', 'VNS'],
    ['Mien Trung', 'VNC'],
    ['Fast Lotto 45s', 'VNF45'],
    ['Fast Lotto 75s', 'VNF75'],
    ['Super Lotto', 'VNSL'],
  ]),
  ...lotteries('SEA_LOTT', 'TCG_SEA', [
    ['Thai Lottery', 'THL'],
    ['Lao Lottery', 'LAL'],
    ['Malaysia 4D', 'MY4D'],
    ['Singapore 4D', 'SG4D'],
    ['Cambodia Lotto', 'KHL'],
  ]),
];

/** Games marked hot, by name. */
export const DEMO_HOT_GAMES: ReadonlySet<string> = new Set([
  'Dragon Fortune',
  'Mahjong Ways',
  'Starburst Gems',
  'Live Baccarat A',
  'Ocean King',
  'Sky Rocket',
  'Plinko Drop',
  'Texas Poker',
  'Quick 3D',
  'Mien Bac',
  'Kickoff Sportsbook',
  'Blackjack Classic',
]);

/** Lanes whose games a visitor may try for free (every other game of them). */
export const FREEPLAY_LANES: ReadonlySet<string> = new Set([
  'RNG',
  'FISH',
  'CRASH',
  'ARCADE',
  'TABLE',
]);

export interface DemoBanner {
  id: string;
  /** The banner's name where it has no words in a language (alt text, the operator's lists). */
  title: string;
  /** Its words by language, drawn over the wordless artwork (issue 13: none baked in). */
  texts: BannerTexts;
  language: string | null;
  linkageType: 'P' | 'URL' | 'G';
  /** For G: the name of a demo game, turned into its id by the seed. */
  linkage: string;
}

export const DEMO_BANNERS: readonly DemoBanner[] = [
  {
    id: 'welcome',
    title: 'Welcome bonus 100%',
    texts: DEMO_BANNER_TEXTS.welcome!,
    language: null,
    linkageType: 'P',
    linkage: '1',
  },
  {
    id: 'slot',
    title: 'Dragon Fortune',
    texts: DEMO_BANNER_TEXTS.slot!,
    language: null,
    linkageType: 'G',
    linkage: 'Dragon Fortune',
  },
  {
    id: 'lottery',
    title: 'Draws every minute',
    texts: DEMO_BANNER_TEXTS.lottery!,
    language: null,
    linkageType: 'URL',
    linkage: '/m/elott',
  },
  {
    id: 'partner',
    title: 'Partner sportsbook',
    texts: DEMO_BANNER_TEXTS.partner!,
    language: null,
    linkageType: 'URL',
    linkage: 'https://partner.example.com/promo?from=lobby',
  },
  {
    id: 'vi-lotto',
    title: 'Xổ số Miền Bắc',
    texts: { VI: { title: 'Xổ số Miền Bắc', action: 'Chơi ngay' } },
    language: 'VI',
    linkageType: 'G',
    linkage: 'Mien Bac',
  },
  {
    id: 'th-welcome',
    title: 'โบนัสต้อนรับ 100%',
    texts: { TH: { title: 'โบนัสต้อนรับ 100%', action: 'รับเลย' } },
    language: 'TH',
    linkageType: 'P',
    linkage: '1',
  },
];

/** Teams and leagues the demo matches draw from. */
export const DEMO_FIXTURES: readonly [league: string, home: string, away: string][] = [
  ['Premier Cup', 'Red Lions', 'Blue Harbour'],
  ['Premier Cup', 'North Rovers', 'City Athletic'],
  ['Asia Super League', 'Saigon Stars', 'Bangkok United'],
  ['Asia Super League', 'Manila Waves', 'Jakarta Tigers'],
  ['Continental League', 'Real Montaña', 'Atlético Sur'],
  ['Continental League', 'Porto Azul', 'Lisboa Verde'],
  ['Champions Trophy', 'Rio Falcons', 'São Paulo FC'],
  ['Champions Trophy', 'Delhi Kings', 'Mumbai Royals'],
];
