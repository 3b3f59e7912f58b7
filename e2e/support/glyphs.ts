import type { Page } from '@playwright/test';

/**
 * The characters of `text` that the page's font stack cannot draw: each is rendered on a canvas
 * in the body's font and compared with a code point no font has (drawn as the "tofu" box).
 */
export async function missingGlyphs(page: Page, text: string): Promise<string[]> {
  return page.evaluate((sample) => {
    const font = `32px ${getComputedStyle(document.body).fontFamily}`;
    const canvas = document.createElement('canvas');
    canvas.width = 64;
    canvas.height = 48;
    const context = canvas.getContext('2d', { willReadFrequently: true })!;
    const draw = (char: string) => {
      context.clearRect(0, 0, canvas.width, canvas.height);
      context.font = font;
      context.fillStyle = '#000';
      context.fillText(char, 4, 36);
      return Array.from(context.getImageData(0, 0, canvas.width, canvas.height).data).join(',');
    };
    const tofu = draw('\u{10FFFD}');
    const letters = [...new Set([...sample].filter((char) => char.trim() !== ''))];
    return letters.filter((char) => draw(char) === tofu);
  }, text);
}
