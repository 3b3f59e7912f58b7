/* global document, window */
// The demo vendor's slot: three reels, a demo balance, nothing leaves the page.
// Plain text symbols that every system font has; emoji would show as boxes on phones without them.
const SYMBOLS = ['7', '★', '♦', '♥', '♣', '♠'];
const BET = 10;
const START_BALANCE = 1000;

const reels = [...document.querySelectorAll('.reel')];
const machine = document.querySelector('.reels');
const spin = document.getElementById('spin');
const balanceOutput = document.getElementById('balance');
const message = document.getElementById('message');
let balance = START_BALANCE;

const randomSymbol = () => {
  const [value] = window.crypto.getRandomValues(new Uint32Array(1));
  return SYMBOLS[value % SYMBOLS.length];
};

function show(reel, symbol) {
  reel.textContent = symbol;
  reel.dataset.symbol = String(SYMBOLS.indexOf(symbol));
}

function payout(symbols) {
  const counts = new Map();
  for (const symbol of symbols) counts.set(symbol, (counts.get(symbol) ?? 0) + 1);
  const most = Math.max(...counts.values());
  if (most === 3) return BET * 10;
  if (most === 2) return BET * 2;
  return 0;
}

function settle() {
  const symbols = reels.map((reel) => {
    show(reel, randomSymbol());
    return reel.textContent;
  });
  const win = payout(symbols);
  balance += win;
  balanceOutput.textContent = String(balance);
  message.classList.toggle('win', win > 0);
  message.textContent = win > 0 ? `You won ${win}!` : 'No win this time. Spin again!';
  machine.classList.remove('spinning');
  spin.disabled = false;
}

spin.addEventListener('click', () => {
  if (balance < BET) balance = START_BALANCE;
  balance -= BET;
  balanceOutput.textContent = String(balance);
  spin.disabled = true;
  message.classList.remove('win');
  message.textContent = 'Spinning…';
  machine.classList.add('spinning');
  const tumble = window.setInterval(() => {
    for (const reel of reels) show(reel, randomSymbol());
  }, 80);
  window.setTimeout(() => {
    window.clearInterval(tumble);
    settle();
  }, 700);
});
