/* global document, window */
// The demo vendor's slot: three reels; the outcome and the money move on the vendor's server.
import { playRound, refusal, say, trial } from './round.js';

const SYMBOLS = ['7', '★', '♦', '♥', '♣', '♠'];
// Play money of a trial, in minor units: the server answers what it became after each round.
let playMoney;

const reels = [...document.querySelectorAll('.reel')];
const machine = document.querySelector('.reels');
const spin = document.getElementById('spin');
const balanceOutput = document.getElementById('balance');
const message = document.getElementById('message');

const randomSymbol = () => {
  const [value] = window.crypto.getRandomValues(new Uint32Array(1));
  return SYMBOLS[value % SYMBOLS.length];
};

function show(reel, symbol) {
  reel.textContent = symbol;
  reel.dataset.symbol = String(SYMBOLS.indexOf(symbol));
}

function settle(answer) {
  if (!answer.ok) {
    message.classList.remove('win');
    message.textContent = refusal(answer);
    return;
  }
  answer.symbols.forEach((symbol, index) => show(reels[index], symbol));
  if (trial) playMoney = answer.balance;
  balanceOutput.textContent = answer.text.balance;
  message.classList.toggle('win', answer.win > 0);
  message.textContent = answer.win > 0 ? say('won', { amount: answer.text.win }) : say('noWin');
}

spin.addEventListener('click', async () => {
  spin.disabled = true;
  message.classList.remove('win');
  message.textContent = say('spinning');
  machine.classList.add('spinning');
  const tumble = window.setInterval(() => {
    for (const reel of reels) show(reel, randomSymbol());
  }, 80);
  const [answer] = await Promise.all([
    playRound(trial ? { playMoney } : {}),
    new Promise((resolve) => window.setTimeout(resolve, 700)),
  ]);
  window.clearInterval(tumble);
  machine.classList.remove('spinning');
  settle(answer);
  spin.disabled = false;
});
