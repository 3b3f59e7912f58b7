import { VISIT_PROMPT_KEYS, type VisitPrompt } from '@lobby/contract';
import { sessionStore } from './storage';

export type { VisitPrompt };

/**
 * At most one prompt covering the page per visit (this tab's session): the install sheet, the
 * download popup and the push permission modal each ask before showing, and the first one shown
 * holds the visit; the others stay away until the tab's session ends. SPEC's own order decides
 * who is first: the install sheet slides up a second after the page has loaded where it may, the
 * push modal waits 5 s, the download popup 20 s. The download bar and the referral banner are
 * strips in the page, not prompts over it: they never hold the visit nor wait for it.
 */
const PROMPTS = Object.keys(VISIT_PROMPT_KEYS) as VisitPrompt[];

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
