/* global document, window, fetch */
// Plays one round on the demo vendor's server, which draws the outcome and moves the bet and any
// win through Lobby's seamless wallet; trials play with play money kept on this page.
const main = document.querySelector('main[data-round-token]');
/** The page's words in its language (demo-page-texts.ts), written into the page as data. */
const texts = JSON.parse(document.body.dataset.texts);

/** A text of the page with its {{placeholders}} filled. */
export function say(key, values = {}) {
  return texts[key].replace(/\{\{(\w+)\}\}/g, (whole, name) =>
    name in values ? String(values[name]) : whole,
  );
}
const token = main.dataset.roundToken;
const trial = main.dataset.trial === 'true';

/** Asks the member centre around this frame to refresh its balance. */
function balanceChanged() {
  if (window.parent !== window) {
    window.parent.postMessage({ type: 'lobby:wallet-changed' }, window.location.origin);
  }
}

export async function playRound(extra = {}) {
  let answer;
  try {
    const response = await fetch('/vendor/demo/round', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token, ...extra }),
    });
    answer = await response.json();
  } catch {
    answer = { ok: false, reason: 'unavailable' };
  }
  if (answer.ok && !trial) balanceChanged();
  return answer;
}

export function refusal(answer) {
  if (answer.reason === 'insufficient_funds') return say('insufficientFunds');
  if (answer.reason === 'expired') return say('expired');
  return say('roundFailed');
}

export { trial };
