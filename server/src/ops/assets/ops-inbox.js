/* global document, window, fetch */
// The development inbox as a table, newest first; text is only ever set as text.
const body = document.getElementById('entries');

const cell = (text, className) => {
  const td = document.createElement('td');
  td.textContent = text;
  if (className) td.className = className;
  return td;
};

async function load() {
  const response = await fetch('/ops/api/inbox');
  if (response.status === 401) return window.location.assign('/ops/');
  const answer = await response.json();
  if (!answer.success) return;
  const { messages } = answer.value;
  document.getElementById('empty').hidden = messages.length > 0;
  body.replaceChildren(
    ...messages.map((message) => {
      const row = document.createElement('tr');
      row.dataset.testid = 'ops-inbox-entry';
      row.append(
        cell(new Date(message.createdAt).toLocaleString()),
        cell(message.channel),
        cell(message.recipient),
        cell(message.text, 'text'),
      );
      return row;
    }),
  );
}

void load();
