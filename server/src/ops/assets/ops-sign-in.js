/* global document, window, fetch */
// Operator sign-in: posts the form as JSON; the server sets the /ops session cookie.
const form = document.getElementById('sign-in');
const error = document.getElementById('error');

form.addEventListener('submit', async (event) => {
  event.preventDefault();
  error.textContent = '';
  const body = {
    username: form.elements.username.value,
    password: form.elements.password.value,
  };
  const response = await fetch('/ops/api/session', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const answer = await response.json().catch(() => ({ success: false, message: 'Try again' }));
  if (answer.success) window.location.assign('/ops/chat');
  else error.textContent = answer.message || 'Sign-in failed';
});
