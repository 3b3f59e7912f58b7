import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { GameCard as Game } from '@lobby/contract';
import { setLanguage } from '../../lib/i18n';
import { renderForTest } from '../../../test/render';
import { GameCard } from './GameCard';

beforeAll(() => setLanguage('EN'));
afterEach(() => {
  document.body.innerHTML = '';
});

const GAME: Game = {
  gameId: 'rng-dragon-fortune',
  nodeId: '100',
  accountTypeName: 'TCG',
  vendorName: 'TCG Gaming',
  displayName: 'Dragon Fortune',
  freeplay: true,
  hot: true,
  ordinal: 0,
  image: '/img/dragon.svg',
  gameClassify: 'RNG',
  lottery: null,
};

describe('GameCard', () => {
  it('prints the name once, with the Try pill beside it and nothing of it on the artwork', async () => {
    const view = await renderForTest(<GameCard game={GAME} onOpen={() => undefined} />);
    const card = view.container.querySelector('.game-card')!;
    expect(card.textContent!.split('Dragon Fortune')).toHaveLength(2);
    const pill = card.querySelector('.badge-try')!;
    expect(pill.textContent).toBe('Try');
    expect(pill.parentElement).toBe(card.querySelector('.game-name')!.parentElement);
    expect(card.querySelector('.game-art .badge-try')).toBeNull();
    expect(card.querySelector('.game-art .badge-hot')).not.toBeNull();
    view.unmount();
  });

  it('shows no pill for a game a visitor cannot try', async () => {
    const view = await renderForTest(
      <GameCard game={{ ...GAME, freeplay: false }} onOpen={() => undefined} />,
    );
    expect(view.container.querySelector('.badge-try')).toBeNull();
    view.unmount();
  });
});
