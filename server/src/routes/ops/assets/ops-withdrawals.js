/* global document, window, fetch */
// The merchant's withdrawal requests, pending first, with Approve and Reject; text is only ever
// set as text.
const body = document.getElementById('entries');
const error = document.getElementById('error');

async function call(method, path, payload) {
  const response = await fetch(path, {
    method,
    headers: payload ? { 'content-type': 'application/json' } : {},
    body: payload ? JSON.stringify(payload) : undefined,
  });
  if (response.status === 401) window.location.assign('/ops/');
  const answer = await response.json();
  if (!answer.success) throw new Error(answer.message);
  return answer.value;
}

const cell = (text) => {
  const td = document.createElement('td');
  td.textContent = text;
  return td;
};

let format = (minor) => String(minor);

function decisionCell(withdrawal) {
  const td = document.createElement('td');
  if (withdrawal.status !== 'pending') return td;
  for (const [decision, label] of [
    ['approve', 'Approve'],
    ['reject', 'Reject'],
  ]) {
    const button = document.createElement('button');
    button.type = 'button';
    button.textContent = label;
    button.addEventListener('click', async () => {
      error.textContent = '';
      try {
        await call('POST', '/ops/api/withdrawals/decide', {
          withdrawalId: withdrawal.withdrawalId,
          decision,
        });
      } catch (failure) {
        error.textContent = failure.message;
      }
      await load();
    });
    td.append(button);
  }
  return td;
}

async function load() {
  const { withdrawals, currency, minorDigits } = await call('GET', '/ops/api/withdrawals');
  format = (minor) => `${(minor / 10 ** minorDigits).toFixed(minorDigits)} ${currency}`;
  document.getElementById('empty').hidden = withdrawals.length > 0;
  body.replaceChildren(
    ...withdrawals.map((withdrawal) => {
      const row = document.createElement('tr');
      row.dataset.testid = 'ops-withdrawal';
      const account = withdrawal.account
        ? `${withdrawal.account.provider} ${withdrawal.accountNumber} (${withdrawal.account.holderName})`
        : '—';
      row.append(
        cell(new Date(withdrawal.createdAt).toLocaleString()),
        cell(withdrawal.userName),
        cell(format(withdrawal.amount)),
        cell(account),
        cell(withdrawal.status),
        decisionCell(withdrawal),
      );
      return row;
    }),
  );
}

void load();
