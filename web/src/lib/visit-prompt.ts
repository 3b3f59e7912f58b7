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

/** SPEC's order: a prompt still deciding whether to show goes before the ones after it. */
const ORDER: readonly VisitPrompt[] = ['installPrompt', 'pushPrompt', 'downloadPopup'];
/** One entry per decision under way: a page's newer decision outlives the end of an older one. */
const deciding = new Set<{ prompt: VisitPrompt }>();
const waiting = new Set<() => void>();

/**
 * Marks `prompt` as deciding (the install sheet waits for the browser's install event before it
 * knows whether it shows); the returned function ends that. Prompts after it in SPEC's order
 * wait (afterEarlierPrompts) instead of taking the visit on a clock that a slow phone stretches.
 */
export function decidingVisitPrompt(prompt: VisitPrompt): () => void {
  const decision = { prompt };
  deciding.add(decision);
  return () => {
    if (deciding.delete(decision)) for (const wake of [...waiting]) wake();
  };
}

const earlierDeciding = (prompt: VisitPrompt) => {
  const earlier = ORDER.slice(0, ORDER.indexOf(prompt));
  return [...deciding].some((decision) => earlier.includes(decision.prompt));
};

/** Resolves once no prompt before `prompt` in SPEC's order is still deciding. */
export function afterEarlierPrompts(prompt: VisitPrompt): Promise<void> {
  return new Promise((resolve) => {
    const check = () => {
      if (earlierDeciding(prompt)) return;
      waiting.delete(check);
      resolve();
    };
    waiting.add(check);
    check();
  });
}

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
