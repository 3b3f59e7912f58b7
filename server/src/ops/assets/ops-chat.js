/* global document, window, fetch, crypto, EventSource, setTimeout, clearTimeout */
// The operator's chat: conversations, messages and answers; live through Server-Sent Events
// (EventSource resumes after the last event id by itself). Text is only ever set as text.
const list = document.getElementById('conversations');
const empty = document.getElementById('empty');
const messages = document.getElementById('messages');
const form = document.getElementById('reply');
const input = document.getElementById('reply-text');
let current = null;
const shown = new Set();

async function call(method, path, body) {
  const response = await fetch(path, {
    method,
    headers: body ? { 'content-type': 'application/json' } : {},
    body: body ? JSON.stringify(body) : undefined,
  });
  const answer = await response.json();
  if (response.status === 401) window.location.assign('/ops/');
  if (!answer.success) throw new Error(answer.message);
  return answer.value;
}

function addMessage(message) {
  if (message.conversationId !== current || shown.has(message.id)) return;
  shown.add(message.id);
  const item = document.createElement('li');
  item.className = message.sender;
  item.textContent = message.text;
  item.dataset.testid = `ops-message-${message.sender}`;
  messages.append(item);
  item.scrollIntoView({ block: 'end' });
}

async function loadConversations() {
  const { conversations } = await call('GET', '/ops/api/chat/conversations');
  empty.hidden = conversations.length > 0;
  list.replaceChildren(
    ...conversations.map((conversation) => {
      const item = document.createElement('li');
      const button = document.createElement('button');
      button.type = 'button';
      button.setAttribute('aria-current', String(conversation.id === current));
      const name = document.createElement('span');
      name.textContent = `${conversation.playerName} (${conversation.kind})`;
      button.append(name);
      if (conversation.unread > 0 && conversation.id !== current) {
        const badge = document.createElement('span');
        badge.className = 'badge';
        badge.textContent = String(conversation.unread);
        button.append(badge);
      }
      button.addEventListener('click', () => open(conversation.id));
      item.append(button);
      return item;
    }),
  );
}

async function open(conversationId) {
  current = conversationId;
  shown.clear();
  messages.replaceChildren();
  form.hidden = false;
  const value = await call('GET', `/ops/api/chat/messages?conversationId=${conversationId}`);
  value.messages.forEach(addMessage);
  await loadConversations();
  input.focus();
}

form.addEventListener('submit', async (event) => {
  event.preventDefault();
  const text = input.value.trim();
  if (!text || current === null) return;
  const clientId = crypto.randomUUID();
  const sent = await call('POST', '/ops/api/chat/messages', {
    conversationId: current,
    clientId,
    text,
  });
  input.value = '';
  addMessage(sent);
});

document.getElementById('sign-out').addEventListener('click', async () => {
  await call('DELETE', '/ops/api/session').catch(() => undefined);
  window.location.assign('/ops/');
});

call('GET', '/ops/api/session').then((operator) => {
  document.getElementById('who').textContent = operator.username;
});

let refresh = null;
const stream = new EventSource('/ops/api/chat/stream');
stream.addEventListener('message', (event) => {
  const message = JSON.parse(event.data);
  addMessage(message);
  clearTimeout(refresh);
  refresh = setTimeout(() => void loadConversations(), 150);
});
void loadConversations();
