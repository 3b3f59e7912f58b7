import { describe, expect, it } from 'vitest';
import { DEMO_GAMES } from '../demo/demo-catalogue.js';
import { gameArtwork, tableKind } from './artwork.js';

describe('game artwork', () => {
  it('carries no words: the card prints the name once, under the artwork', () => {
    for (const game of DEMO_GAMES) {
      const svg = gameArtwork({ name: game.name, lane: game.lane, vendor: 'TCG Gaming' });
      expect(svg).not.toContain(game.name);
      expect(svg).not.toContain('TCG Gaming');
    }
  });

  it('draws table games by what is played, not one picture for all', () => {
    const motif = (name: string) =>
      gameArtwork({ name, lane: 'TABLE', vendor: 'AUR' }).replace(/^.*?<g transform/, '');
    const kinds = ['European Roulette', 'Blackjack Classic', 'Baccarat Pro', 'Three Card Poker'];
    expect(kinds.map(tableKind)).toEqual(['roulette', 'blackjack', 'baccarat', 'poker']);
    expect(new Set(kinds.map(motif)).size).toBe(kinds.length);
    expect(motif('French Roulette')).toBe(motif('American Roulette'));
  });
});
