/* global document, window, fetch, URLSearchParams, FormData */
// The merchant's withdrawal requests, pending first, a page at a time under the filters, with
// Approve and Reject; text is only ever set as text.
const body = document.getElementById('entries');
const error = document.getElementById('error');
const filtersForm = document.getElementById('filters');
const previousButton = document.getElementById('previous');
const nextButton = document.getElementById('next');

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
let digits = 2;
// The filters as the last Filter press set them, and the page shown.
let filters = new URLSearchParams();
let page = 1;

/** A typed major-unit amount ("12.50") as minor units in whole numbers, or undefined. */
function toMinor(text) {
  const match = /^(\d{1,13})(?:\.(\d+))?$/.exec(text.trim());
  if (!match || (match[2] ?? '').length > digits) return undefined;
  const fraction = (match[2] ?? '').padEnd(digits, '0');
  return String(BigInt(match[1]) * 10n ** BigInt(digits) + BigInt(fraction || '0'));
}

function readFilters() {
  const form = new FormData(filtersForm);
  const read = new URLSearchParams();
  for (const name of ['status', 'userName', 'from', 'to']) {
    const value = String(form.get(name) ?? '').trim();
    if (value) read.set(name, value);
  }
  for (const name of ['minAmount', 'maxAmount']) {
    const value = String(form.get(name) ?? '').trim();
    if (!value) continue;
    const minor = toMinor(value);
    if (minor === undefined)
      throw new Error(`Write the amount as digits, with at most ${digits} decimals.`);
    read.set(name, minor);
  }
  return read;
}

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
  const query = new URLSearchParams([...filters, ['page', String(page)]]);
  const answer = await call('GET', `/ops/api/withdrawals?${query}`);
  const { withdrawals, currency, minorDigits } = answer;
  previousButton.disabled = page <= 1;
  nextButton.disabled = page * answer.pageSize >= answer.total;
  digits = minorDigits;
  format = (minor) => `${(minor / 10 ** minorDigits).toFixed(minorDigits)} ${currency}`;
  document.getElementById('empty').hidden = withdrawals.length > 0;
  body.replaceChildren(
    ...withdrawals.map((withdrawal) => {
      const row = document.createElement('tr');
      row.dataset.testid = 'ops-withdrawal';
      const account = withdrawal.account
        ? `${withdrawal.account.provider} ${withdrawal.account.maskedNumber} (${withdrawal.account.holderName})`
        : '—';
      row.append(
        cell(new Date(withdrawal.createdAt).toLocaleString()),
        cell(withdrawal.userName),
        cell(format(withdrawal.amount)),
        cell(account),
        cell(
          withdrawal.status === 'pending' && withdrawal.firstApproval
            ? `approved by ${withdrawal.firstApproval.operatorName}, awaiting second`
            : withdrawal.status,
        ),
        decisionCell(withdrawal),
      );
      return row;
    }),
  );
}

async function show(action) {
  error.textContent = '';
  try {
    action();
    await load();
  } catch (failure) {
    error.textContent = failure.message;
  }
}

filtersForm.addEventListener('submit', (event) => {
  event.preventDefault();
  void show(() => {
    filters = readFilters();
    page = 1;
  });
});
previousButton.addEventListener('click', () =>
  show(() => {
    page = Math.max(1, page - 1);
  }),
);
nextButton.addEventListener('click', () =>
  show(() => {
    page += 1;
  }),
);

void show(() => {});
