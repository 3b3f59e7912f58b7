/**
 * How the page runs when opened from the home screen: an iOS web clip, an installed PWA, or a
 * home-screen shortcut in full-screen or minimal browser chrome; undefined in a browser tab.
 */
export type PwaType = 'homescreen' | 'PWA' | 'WEBCLIP';

export function pwaType(): PwaType | undefined {
  if ((navigator as Navigator & { standalone?: boolean }).standalone) return 'WEBCLIP';
  const displayMode = (mode: string) => window.matchMedia?.(`(display-mode: ${mode})`).matches;
  if (displayMode('standalone')) return 'PWA';
  if (displayMode('fullscreen') || displayMode('minimal-ui')) return 'homescreen';
  return undefined;
}
