import { createStore, useStore } from '../../lib/store';

/**
 * Whether the download bar is on screen now. The download popup offers the same app, so it waits
 * while the bar does: it shows once the bar is closed, or where the bar never shows.
 */
const barOnScreen = createStore(false);

export function setDownloadBarOnScreen(onScreen: boolean): void {
  if (barOnScreen.get() !== onScreen) barOnScreen.set(onScreen);
}

export function useDownloadBarOnScreen(): boolean {
  return useStore(barOnScreen);
}
