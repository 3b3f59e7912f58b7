/**
 * Artwork for the demo catalogue: small deterministic SVGs, one per game and banner, so a fresh
 * machine shows a lobby that looks real without a single external image.
 */

/** A 32-bit FNV-1a hash: the same name always draws the same picture. */
function hash(text: string): number {
  let value = 0x811c9dc5;
  for (const char of text) {
    value ^= char.codePointAt(0) ?? 0;
    value = Math.imul(value, 0x01000193) >>> 0;
  }
  return value;
}

/** A small seeded generator (mulberry32) for the decorations. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const CARD = (x: number, y: number, angle: number, inner: string) =>
  `<g transform="rotate(${angle} ${x + 29} ${y + 41})"><rect x="${x}" y="${y}" width="58" height="82" rx="8" fill="#fff"/>${inner}</g>`;
const SUIT = (x: number, y: number, suit: string, colour: string, size = 40) =>
  `<text x="${x}" y="${y}" font-family="serif" font-size="${size}" text-anchor="middle" fill="${colour}">${suit}</text>`;
const HEART = '&#9829;';
const SPADE = '&#9824;';
const DIAMOND = '&#9830;';
const CLUB = '&#9827;';

/**
 * Table and live games by what is played: each kind has its own picture, so a roulette, a
 * blackjack and a baccarat table are told apart at a glance (issue 30).
 */
const TABLE_MOTIFS = {
  roulette: () =>
    '<circle cx="120" cy="96" r="50" fill="#0b6b3a" stroke="#fff" stroke-width="6"/><circle cx="120" cy="96" r="16" fill="#fff"/><g stroke="#fff" stroke-width="3"><line x1="120" y1="46" x2="120" y2="146"/><line x1="70" y1="96" x2="170" y2="96"/></g><circle cx="150" cy="70" r="7" fill="#fff"/>',
  blackjack: () =>
    CARD(62, 54, -10, SUIT(91, 108, SPADE, '#111')) +
    CARD(118, 50, 8, `${SUIT(147, 104, HEART, '#c00')}`) +
    '<circle cx="176" cy="142" r="16" fill="#111" stroke="#fff" stroke-width="4"/>',
  baccarat: () =>
    '<g stroke="#fff" stroke-width="5"><circle cx="86" cy="96" r="34" fill="#1565c0"/><circle cx="154" cy="96" r="34" fill="#c62828"/></g><g fill="#fff" opacity=".9"><circle cx="86" cy="96" r="12"/><circle cx="154" cy="96" r="12"/></g><circle cx="120" cy="142" r="12" fill="#2e7d32" stroke="#fff" stroke-width="4"/>',
  poker: () =>
    [-24, -12, 0, 12, 24]
      .map((angle, i) =>
        CARD(
          91,
          58,
          angle,
          SUIT(120, 106, [SPADE, HEART, CLUB, DIAMOND, SPADE][i]!, i % 2 ? '#c00' : '#111', 30),
        ),
      )
      .join(''),
  dice: () =>
    [
      [60, 66, -8],
      [104, 52, 6],
      [148, 72, -4],
    ]
      .map(
        ([x, y, angle]) =>
          `<g transform="rotate(${angle} ${x! + 20} ${y! + 20})"><rect x="${x}" y="${y}" width="40" height="40" rx="8" fill="#fff"/><g fill="#c00"><circle cx="${x! + 11}" cy="${y! + 11}" r="4"/><circle cx="${x! + 20}" cy="${y! + 20}" r="4"/><circle cx="${x! + 29}" cy="${y! + 29}" r="4"/></g></g>`,
      )
      .join(''),
  dragonTiger: () =>
    '<path d="M120 46a50 50 0 0 0 0 100z" fill="#ffb300"/><path d="M120 46a50 50 0 0 1 0 100z" fill="#1e88e5"/><circle cx="120" cy="96" r="50" fill="none" stroke="#fff" stroke-width="6"/><g fill="#fff"><circle cx="98" cy="86" r="7"/><circle cx="142" cy="86" r="7"/></g>',
  cards: () =>
    CARD(66, 54, -12, SUIT(95, 110, HEART, '#c00')) +
    CARD(116, 54, 10, SUIT(145, 110, SPADE, '#111')),
} as const;
type TableKind = keyof typeof TABLE_MOTIFS;

const TABLE_KINDS: readonly [RegExp, TableKind][] = [
  [/roulette/i, 'roulette'],
  [/blackjack/i, 'blackjack'],
  [/baccarat|punto banco/i, 'baccarat'],
  [/poker|hold em|stud/i, 'poker'],
  [/sic bo|dice/i, 'dice'],
  [/dragon tiger/i, 'dragonTiger'],
];

/** What a table or live game is, from its name; other card games share the plain cards. */
export function tableKind(name: string): TableKind {
  return TABLE_KINDS.find(([pattern]) => pattern.test(name))?.[1] ?? 'cards';
}

/** A live game's wordless mark: a red dot in a ring low in the corner, clear of the Hot flame. */
const LIVE_MARK =
  '<circle cx="210" cy="210" r="14" fill="#fff" opacity=".9"/><circle cx="210" cy="210" r="8" fill="#e53935"/>';

/** The motif drawn in the middle of a card, by lane. */
const MOTIFS: Record<string, (next: () => number) => string> = {
  RNG: () =>
    '<g fill="#fff" opacity=".92"><rect x="52" y="70" width="40" height="56" rx="8"/><rect x="100" y="70" width="40" height="56" rx="8"/><rect x="148" y="70" width="40" height="56" rx="8"/></g><g font-family="sans-serif" font-weight="900" font-size="38" text-anchor="middle" fill="#d4145a"><text x="72" y="112">7</text><text x="120" y="112">7</text><text x="168" y="112">7</text></g>',
  FISH: (next) =>
    `<g fill="#fff" opacity=".9"><ellipse cx="112" cy="96" rx="46" ry="26"/><path d="M154 96l34-24v48z"/></g><circle cx="92" cy="90" r="6" fill="#123"/>${[
      0, 1, 2,
    ]
      .map(
        (i) =>
          `<circle cx="${60 + next() * 120}" cy="${40 + i * 14}" r="${3 + next() * 5}" fill="none" stroke="#fff" stroke-width="2"/>`,
      )
      .join('')}`,
  PVP: () =>
    '<g fill="#fff"><circle cx="84" cy="84" r="26"/><circle cx="156" cy="84" r="26"/><rect x="58" y="112" width="52" height="30" rx="14"/><rect x="130" y="112" width="52" height="30" rx="14"/></g><text x="120" y="100" font-family="sans-serif" font-weight="900" font-size="26" text-anchor="middle" fill="#ffd400">VS</text>',
  CRASH: () =>
    '<polyline points="40,150 80,136 118,112 150,80 186,40" fill="none" stroke="#fff" stroke-width="8" stroke-linecap="round" stroke-linejoin="round"/><path d="M186 40l-20 4 16 16z" fill="#ffd400"/><text x="70" y="80" font-family="sans-serif" font-weight="900" font-size="30" fill="#fff">x2.4</text>',
  ARCADE: (next) =>
    `<g fill="#fff">${[0, 1, 2, 3]
      .flatMap((row) =>
        Array.from(
          { length: row + 3 },
          (_, i) => `<circle cx="${120 - (row + 2) * 14 + i * 28}" cy="${50 + row * 26}" r="5"/>`,
        ),
      )
      .join('')}</g><circle cx="${100 + next() * 40}" cy="150" r="12" fill="#ffd400"/>`,
  SPORTS: () =>
    '<circle cx="120" cy="96" r="50" fill="#fff"/><path d="M120 70l24 18-9 28h-30l-9-28z" fill="#111"/><g stroke="#111" stroke-width="3"><line x1="120" y1="70" x2="120" y2="46"/><line x1="144" y1="88" x2="168" y2="80"/><line x1="96" y1="88" x2="72" y2="80"/><line x1="135" y1="116" x2="150" y2="138"/><line x1="105" y1="116" x2="90" y2="138"/></g>',
  LOTTERY: (next) =>
    [0, 1, 2, 3, 4]
      .map((i) => {
        const x = 48 + i * 36;
        const n = 1 + Math.floor(next() * 49);
        return `<circle cx="${x}" cy="96" r="17" fill="#fff"/><text x="${x}" y="103" font-family="sans-serif" font-weight="800" font-size="18" text-anchor="middle" fill="#b3002d">${n}</text>`;
      })
      .join(''),
};

/** The motif of one game: by lane, and for table and live games by what is played. */
function motifFor(lane: string, name: string): string {
  const next = random(hash(`motif:${name}`));
  if (lane === 'TABLE' || lane === 'LIVE') return TABLE_MOTIFS[tableKind(name)]();
  if (lane === 'ELOTTO' || lane === 'VIETNAM_LOTTO' || lane === 'SEA_LOTT') {
    return MOTIFS.LOTTERY!(next);
  }
  return (MOTIFS[lane] ?? MOTIFS.RNG!)(next);
}

/**
 * A square game card: gradient by name and the game's motif, and no words: the card prints the
 * name once, under the artwork, in the page's font (issue 30).
 */
export function gameArtwork(input: { name: string; lane: string; vendor: string }): string {
  const seed = hash(`${input.vendor}:${input.name}`);
  const next = random(seed);
  const hue = seed % 360;
  const hue2 = (hue + 40 + Math.floor(next() * 80)) % 360;
  const sparkles = Array.from(
    { length: 6 },
    () =>
      `<circle cx="${Math.round(next() * 240)}" cy="${Math.round(next() * 240)}" r="${(1 + next() * 3).toFixed(1)}" fill="#fff" opacity=".6"/>`,
  ).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 240" width="240" height="240"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue} 75% 45%)"/><stop offset="1" stop-color="hsl(${hue2} 80% 28%)"/></linearGradient></defs><rect width="240" height="240" rx="24" fill="url(#g)"/>${sparkles}<g transform="translate(0 24)">${motifFor(input.lane, input.name)}</g>${input.lane === 'LIVE' ? LIVE_MARK : ''}</svg>`;
}

/**
 * A 2:1 banner: a bold gradient, confetti and a glow, drawn from its id, and no words: the page
 * draws the banner's title and call to action over it in the player's language (issue 13).
 */
export function bannerArtwork(id: string): string {
  const seed = hash(`banner:${id}`);
  const hue = seed % 360;
  const next = random(seed);
  const confetti = Array.from(
    { length: 14 },
    () =>
      `<rect x="${Math.round(next() * 720)}" y="${Math.round(next() * 360)}" width="10" height="4" rx="2" fill="hsl(${Math.floor(next() * 360)} 90% 70%)" transform="rotate(${Math.floor(next() * 180)})"/>`,
  ).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 720 360" width="720" height="360"><defs><linearGradient id="b" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue} 80% 42%)"/><stop offset="1" stop-color="hsl(${(hue + 60) % 360} 85% 22%)"/></linearGradient></defs><rect width="720" height="360" fill="url(#b)"/>${confetti}<circle cx="600" cy="180" r="120" fill="#fff" opacity=".12"/></svg>`;
}

/**
 * The motif drawn on a promotion's artwork, by its category: shapes, not emoji, so every device
 * draws it (a phone without an emoji font would show an empty box).
 */
const PROMOTION_MOTIFS = [
  // A gift box.
  '<rect x="280" y="150" width="160" height="120" rx="10" fill="#fff"/><rect x="266" y="120" width="188" height="40" rx="8" fill="#ffd400"/><rect x="348" y="120" width="24" height="150" fill="#e0245e"/><path d="M360 120c-30-46-76-30-56-4m56 4c30-46 76-30 56-4" stroke="#e0245e" stroke-width="12" fill="none"/>',
  // A star.
  '<polygon points="360,90 388,158 460,162 404,208 422,278 360,238 298,278 316,208 260,162 332,158" fill="#ffd400" stroke="#fff" stroke-width="8"/>',
  // A stack of coins.
  '<ellipse cx="360" cy="250" rx="90" ry="26" fill="#d99a00"/><rect x="270" y="200" width="180" height="50" fill="#ffc400"/><ellipse cx="360" cy="200" rx="90" ry="26" fill="#ffe066"/><ellipse cx="360" cy="150" rx="90" ry="26" fill="#d99a00"/><rect x="270" y="110" width="180" height="40" fill="#ffc400"/><ellipse cx="360" cy="110" rx="90" ry="26" fill="#ffe066"/>',
  // A trophy.
  '<path d="M300 100h120v60a60 60 0 0 1-120 0z" fill="#ffd400"/><path d="M300 120h-36a36 36 0 0 0 36 50M420 120h36a36 36 0 0 1-36 50" stroke="#ffd400" stroke-width="12" fill="none"/><rect x="346" y="218" width="28" height="40" fill="#ffd400"/><rect x="310" y="256" width="100" height="24" rx="6" fill="#fff"/>',
];

/**
 * A promotion's 2:1 artwork: a gradient and confetti drawn from its id, a motif by category, and
 * no words, so one picture serves every language (the title is written beside it).
 */
export function promotionArtwork(input: { id: string; category: string }): string {
  const seed = hash(`promotion:${input.id}`);
  const next = random(seed);
  const hue = seed % 360;
  const motif = PROMOTION_MOTIFS[hash(input.category) % PROMOTION_MOTIFS.length]!;
  const confetti = Array.from(
    { length: 18 },
    () =>
      `<circle cx="${Math.round(next() * 720)}" cy="${Math.round(next() * 360)}" r="${3 + Math.round(next() * 6)}" fill="hsl(${Math.floor(next() * 360)} 90% 72%)" opacity=".8"/>`,
  ).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 720 360" width="720" height="360"><defs><linearGradient id="p" x1="0" y1="1" x2="1" y2="0"><stop offset="0" stop-color="hsl(${hue} 75% 30%)"/><stop offset="1" stop-color="hsl(${(hue + 70) % 360} 85% 50%)"/></linearGradient></defs><rect width="720" height="360" fill="url(#p)"/>${confetti}<circle cx="360" cy="185" r="140" fill="#fff" opacity=".14"/>${motif}</svg>`;
}
