/* global document, window */
// The demo vendor's lottery draw: pick six of 1-45 (or quick pick), then the vendor's server
// draws six and moves the bet and any prize through Lobby's seamless wallet.
import { playRound, refusal, say, trial } from './round.js';

const HIGHEST = 45;
const PICKS = 6;

const board = document.getElementById('board');
const drawButton = document.getElementById('draw');
const quickPick = document.getElementById('quick-pick');
const drawn = document.getElementById('drawn');
const balanceOutput = document.getElementById('balance');
const picked = new Set();
const buttons = [];
// Play money of a trial, in minor units: the server answers what it became after each round.
let playMoney;

function randomNumbers(count) {
  const numbers = new Set();
  while (numbers.size < count) {
    const [value] = window.crypto.getRandomValues(new Uint32Array(1));
    numbers.add((value % HIGHEST) + 1);
  }
  return [...numbers].sort((a, b) => a - b);
}

function refresh(hits = new Set()) {
  buttons.forEach((button, index) => {
    const number = index + 1;
    button.setAttribute('aria-pressed', String(picked.has(number)));
    button.classList.toggle('hit', hits.has(number));
  });
  drawButton.disabled = picked.size !== PICKS;
}

for (let number = 1; number <= HIGHEST; number += 1) {
  const button = document.createElement('button');
  button.type = 'button';
  button.textContent = String(number);
  button.addEventListener('click', () => {
    if (picked.has(number)) picked.delete(number);
    else if (picked.size < PICKS) picked.add(number);
    drawn.textContent = '';
    refresh();
  });
  buttons.push(button);
  board.append(button);
}

quickPick.addEventListener('click', () => {
  picked.clear();
  for (const number of randomNumbers(PICKS)) picked.add(number);
  drawn.textContent = '';
  refresh();
});

drawButton.addEventListener('click', async () => {
  drawButton.disabled = true;
  drawn.classList.remove('win');
  drawn.textContent = say('drawing');
  const answer = await playRound({ picks: [...picked], ...(trial ? { playMoney } : {}) });
  if (!answer.ok) {
    drawn.textContent = refusal(answer);
    refresh();
    return;
  }
  if (trial) playMoney = answer.balance;
  balanceOutput.textContent = answer.text.balance;
  const hits = new Set(answer.drawn.filter((number) => picked.has(number)));
  drawn.classList.toggle('win', answer.win > 0);
  drawn.textContent = [
    say('drawn', { numbers: answer.drawn.join(', ') }),
    say('matched', { count: hits.size }),
    ...(answer.win > 0 ? [say('won', { amount: answer.text.win })] : []),
  ].join(' · ');
  refresh(hits);
});

refresh();
