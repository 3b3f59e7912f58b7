import { randomInt } from 'node:crypto';
import { PLAIN_CAPTCHA } from '@lobby/contract';

type Stroke = readonly (readonly [number, number])[];

/**
 * A small stroke font on a 4 by 6 grid (y down): per character, strokes split by "|", each a
 * polyline of "x,y" points. Glyphs are drawn as paths, so the answer never appears as text.
 */
const FONT_SOURCE: Readonly<Record<string, string>> = {
  '2': '0,1 1,0 3,0 4,1 4,2 0,6 4,6',
  '3': '0,0 4,0 2,2.5 3,2.5 4,3.5 4,5 3,6 1,6 0,5',
  '4': '3,6 3,0 0,4 4,4',
  '5': '4,0 0,0 0,2.5 3,2.5 4,3.5 4,5 3,6 0,6',
  '6': '3.5,0 1,0 0,1.5 0,5 1,6 3,6 4,5 4,3.5 3,2.5 0,2.5',
  '7': '0,0 4,0 1.5,6',
  '8': '1,0 3,0 4,1 4,2 3,3 1,3 0,2 0,1 1,0|1,3 0,4 0,5 1,6 3,6 4,5 4,4 3,3',
  '9': '4,3 1,3 0,2 0,1 1,0 3,0 4,1 4,4.5 2.5,6 1,6',
  A: '0,6 2,0 4,6|0.7,4 3.3,4',
  B: '0,0 0,6 3,6 4,5 4,4 3,3 0,3|0,0 3,0 4,1 4,2 3,3',
  C: '4,1 3,0 1,0 0,1 0,5 1,6 3,6 4,5',
  D: '0,0 0,6 2.5,6 4,4.5 4,1.5 2.5,0 0,0',
  E: '4,0 0,0 0,6 4,6|0,3 3,3',
  F: '4,0 0,0 0,6|0,3 3,3',
  G: '4,1 3,0 1,0 0,1 0,5 1,6 3,6 4,5 4,3.5 2,3.5',
  H: '0,0 0,6|4,0 4,6|0,3 4,3',
  J: '1,0 4,0|3,0 3,5 2,6 1,6 0,5',
  K: '0,0 0,6|4,0 0,3.5|1.2,2.8 4,6',
  M: '0,6 0,0 2,3 4,0 4,6',
  N: '0,6 0,0 4,6 4,0',
  P: '0,6 0,0 3,0 4,1 4,2 3,3 0,3',
  Q: '1,0 3,0 4,1 4,5 3,6 1,6 0,5 0,1 1,0|2.5,4.5 4,6.3',
  R: '0,6 0,0 3,0 4,1 4,2 3,3 0,3|2,3 4,6',
  S: '4,1 3,0 1,0 0,1 0,2 1,3 3,3 4,4 4,5 3,6 1,6 0,5',
  T: '0,0 4,0|2,0 2,6',
  U: '0,0 0,5 1,6 3,6 4,5 4,0',
  V: '0,0 2,6 4,0',
  W: '0,0 1,6 2,2.5 3,6 4,0',
  X: '0,0 4,6|4,0 0,6',
  Y: '0,0 2,3 4,0|2,3 2,6',
  Z: '0,0 4,0 0,6 4,6',
};

const FONT: Readonly<Record<string, readonly Stroke[]>> = Object.fromEntries(
  Object.entries(FONT_SOURCE).map(([char, source]) => [
    char,
    source
      .split('|')
      .map((stroke) =>
        stroke.split(' ').map((point) => point.split(',').map(Number) as [number, number]),
      ),
  ]),
);

/** The characters the font can draw. */
export const CAPTCHA_GLYPHS = Object.keys(FONT).join('');

const WIDTH = 150;
const HEIGHT = 50;
const INK = ['#1d3557', '#3a0ca3', '#6a040f', '#283618', '#5a189a', '#003049', '#7f5539'];
const NOISE = ['#8d99ae', '#b5838d', '#6d6875', '#90a955', '#4895ef', '#e07a5f'];

/** A uniform random number in [min, max), from the crypto generator. */
function random(min: number, max: number): number {
  return min + (randomInt(0, 1_000_000) / 1_000_000) * (max - min);
}

function pick<T>(items: readonly T[]): T {
  return items[randomInt(0, items.length)]!;
}

const n = (value: number) => value.toFixed(1);

function path(d: string, stroke: string, width: number): string {
  return `<path d="${d}" fill="none" stroke="${stroke}" stroke-width="${n(width)}" stroke-linecap="round" stroke-linejoin="round"/>`;
}

/** One glyph's strokes, each as its own path: rotated, scaled, shifted and shaken a little. */
function glyphPaths(char: string, centreX: number): string[] {
  const strokes = FONT[char];
  if (!strokes) throw new Error(`The captcha font has no glyph for ${char}`);
  const angle = random(-0.4, 0.4);
  const scale = random(4, 4.8);
  const cx = centreX + random(-2, 2);
  const cy = HEIGHT / 2 + random(-4, 4);
  const cos = Math.cos(angle);
  const sin = Math.sin(angle);
  const ink = pick(INK);
  const width = random(2.2, 3.2);
  return strokes.map((stroke) => {
    const points = stroke.map(([x, y]) => {
      const gx = (x - 2 + random(-0.2, 0.2)) * scale;
      const gy = (y - 3 + random(-0.2, 0.2)) * scale;
      return `${n(cx + gx * cos - gy * sin)} ${n(cy + gx * sin + gy * cos)}`;
    });
    return path(`M${points.join('L')}`, ink, width);
  });
}

/** A curve across the image, drawn over and under the glyphs alike. */
function noiseCurve(): string {
  const y = () => random(4, HEIGHT - 4);
  const d = `M${n(random(0, 20))} ${n(y())}C${n(random(30, 70))} ${n(y())} ${n(random(80, 120))} ${n(y())} ${n(random(130, WIDTH))} ${n(y())}`;
  return path(d, pick(NOISE), random(1, 2.2));
}

/** A short stroke in glyph ink, so strokes alone do not tell glyphs from noise. */
function decoyStroke(): string {
  const x = random(5, WIDTH - 5);
  const y = random(8, HEIGHT - 8);
  const d = `M${n(x)} ${n(y)}L${n(x + random(-8, 8))} ${n(y + random(-8, 8))}`;
  return path(d, pick(INK), random(1.5, 2.4));
}

function shuffle<T>(items: T[]): T[] {
  for (let i = items.length - 1; i > 0; i -= 1) {
    const j = randomInt(0, i + 1);
    [items[i], items[j]] = [items[j]!, items[i]!];
  }
  return items;
}

/** Draws the code as an SVG of glyph paths among noise, in a random order; no text elements. */
export function captchaSvg(code: string): string {
  const step = (WIDTH - 20) / code.length;
  const elements = [
    ...[...code].flatMap((char, index) => glyphPaths(char, 10 + step * (index + 0.5))),
    ...Array.from({ length: randomInt(4, 7) }, noiseCurve),
    ...Array.from({ length: randomInt(3, 6) }, decoyStroke),
  ];
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">`,
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="#f4f1ea"/>`,
    ...shuffle(elements),
    '</svg>',
  ].join('');
}

/** A fresh answer: PLAIN_CAPTCHA.length characters of its alphabet, from the crypto generator. */
export function randomCaptchaCode(): string {
  const { alphabet, length } = PLAIN_CAPTCHA;
  return Array.from({ length }, () => alphabet[randomInt(0, alphabet.length)]).join('');
}

/** The SVG as a data URL for an img element. */
export function captchaDataUrl(code: string): string {
  return `data:image/svg+xml;base64,${Buffer.from(captchaSvg(code)).toString('base64')}`;
}
