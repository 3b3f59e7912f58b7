import { VISIT_PROMPT_KEYS, type VisitPrompt } from '@lobby/contract';
import { createStore, useStore } from './store';
import { sessionStore } from './storage';

export type { VisitPrompt };

/**
 * At most one prompt per visit (this tab's session): the download bar, the referral banner, the
 * install sheet and the download popup each ask before showing, and the first one shown holds the
 * visit; the others stay away until the tab's session ends. SPEC's own order decides who is first:
 * the download bar's room is settled at the first paint, the install sheet slides up a second or
 * more after the page has loaded, the download popup waits 20 s. The referral banner shares the
 * top of the page with the bar, so it waits for the bar's decision instead of racing it. The
 * holder is kept as a '1' under its own key, which the first screen's rooms read (boot.js).
 */
const PROMPTS = Object.keys(VISIT_PROMPT_KEYS) as VisitPrompt[];

const downloadBarDecided = createStore(false);

/** The prompt holding this visit, if one has shown. */
export function visitPromptHolder(): VisitPrompt | null {
  return PROMPTS.find((prompt) => sessionStore.get(VISIT_PROMPT_KEYS[prompt]) === '1') ?? null;
}

/** True when `prompt` may show now (nothing else has this visit); it then holds the visit. */
export function claimVisitPrompt(prompt: VisitPrompt): boolean {
  const holder = visitPromptHolder();
  if (holder !== null && holder !== prompt) return false;
  if (holder === null) sessionStore.set(VISIT_PROMPT_KEYS[prompt], '1');
  return true;
}

/** True while `prompt` could still show: nothing, or `prompt` itself, holds this visit. */
export function visitPromptFree(prompt: VisitPrompt): boolean {
  const holder = visitPromptHolder();
  return holder === null || holder === prompt;
}

/** The download bar knows whether it shows (its setting has loaded, or failed to). */
export function settleDownloadBar(): void {
  if (!downloadBarDecided.get()) downloadBarDecided.set(true);
}

export function useDownloadBarSettled(): boolean {
  return useStore(downloadBarDecided);
}
