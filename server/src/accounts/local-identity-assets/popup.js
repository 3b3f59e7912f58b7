/* global document, window */
// The offline fake provider's sign-in window: the account name goes to the page that opened it
// (same origin only), with the state that page gave, and the window closes, as a provider's does.
const form = document.querySelector('form');
const { state, message } = document.body.dataset;
form.addEventListener('submit', (event) => {
  event.preventDefault();
  const subject = form.elements.namedItem('subject').value.trim();
  if (!window.opener) return;
  window.opener.postMessage({ kind: message, state, subject }, window.location.origin);
  window.close();
});
