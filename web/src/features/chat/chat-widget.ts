import {
  CHAT_CUSTOM_SCRIPT_DELAY_MS,
  CHAT_WIDGET_HOOK_RETRIES_MS,
  type ChatWidget,
  type ChatWidgetPlayer,
} from '@lobby/contract';

type Hook = (player: ChatWidgetPlayer) => void;

export interface WidgetTimers {
  setTimeout: (run: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
}

const browserTimers: WidgetTimers = {
  setTimeout: (run, ms) => window.setTimeout(run, ms),
  clearTimeout: (handle) => window.clearTimeout(handle as number),
};

/** Adds a script once per page: a second open of the chat reuses the widget already there. */
function addScript(src: string): HTMLScriptElement {
  const existing = [...document.scripts].find((script) => script.dataset.chatWidget === src);
  if (existing) return existing;
  const script = document.createElement('script');
  script.src = src;
  script.async = true;
  script.dataset.chatWidget = src;
  document.head.append(script);
  return script;
}

/**
 * Loads a merchant's third-party chat widget (SPEC section 9): its script, then the merchant's
 * custom scripts CHAT_CUSTOM_SCRIPT_DELAY_MS later, then calls the hook the scripts define with
 * the player, trying again at each CHAT_WIDGET_HOOK_RETRIES_MS while it is not there yet. Answers
 * a stop that cancels what has not happened.
 */
export function loadChatWidget(
  widget: ChatWidget,
  player: ChatWidgetPlayer,
  outcome: { onOpen: () => void; onFailed: () => void },
  timers: WidgetTimers = browserTimers,
): () => void {
  const pending: unknown[] = [];
  let done = false;
  const later = (run: () => void, ms: number) => pending.push(timers.setTimeout(run, ms));

  const tryHook = (last: boolean) => {
    if (done) return;
    const hook = (window as unknown as Record<string, unknown>)[widget.hook];
    if (typeof hook === 'function') {
      done = true;
      (hook as Hook)(player);
      outcome.onOpen();
    } else if (last) {
      done = true;
      outcome.onFailed();
    }
  };

  const script = addScript(widget.scriptUrl);
  later(() => {
    for (const src of widget.customScripts) addScript(src);
  }, CHAT_CUSTOM_SCRIPT_DELAY_MS);
  // The hooks are tried at once and again at each retry, counted from the start.
  tryHook(false);
  CHAT_WIDGET_HOOK_RETRIES_MS.forEach((ms, index) =>
    later(() => tryHook(index === CHAT_WIDGET_HOOK_RETRIES_MS.length - 1), ms),
  );
  const failed = () => {
    if (done) return;
    done = true;
    outcome.onFailed();
  };
  script.addEventListener('error', failed);

  return () => {
    done = true;
    script.removeEventListener('error', failed);
    for (const handle of pending) timers.clearTimeout(handle);
  };
}
