/* global document, window, fetch */
// The merchant's latest feedback as a table; text is only ever set as text.
const body = document.getElementById('entries');

const cell = (text, className) => {
  const td = document.createElement('td');
  td.textContent = text;
  if (className) td.className = className;
  return td;
};

async function load() {
  const response = await fetch('/ops/api/feedback');
  if (response.status === 401) return window.location.assign('/ops/');
  const answer = await response.json();
  if (!answer.success) return;
  const { entries } = answer.value;
  document.getElementById('empty').hidden = entries.length > 0;
  body.replaceChildren(
    ...entries.map((entry) => {
      const row = document.createElement('tr');
      row.dataset.testid = 'ops-feedback-entry';
      row.append(
        cell(new Date(entry.createdAt).toLocaleString()),
        cell(entry.userName),
        cell(entry.category),
        cell(entry.text, 'text'),
        cell(entry.screenshot ? `${entry.screenshot.type}, ${entry.screenshot.bytes} bytes` : '—'),
      );
      return row;
    }),
  );
}

void load();
