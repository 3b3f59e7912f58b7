import { describe, expect, it } from 'vitest';
import { postLoginDestination } from '@lobby/contract';
import {
  backFrom,
  decideGameTap,
  gamePageRequest,
  gamePath,
  launchGate,
  lotteryBack,
} from './launch';

const ORIGIN = 'https://www.site.example';
const goOf = (loginPath: string) => new URL(loginPath, ORIGIN).searchParams.get('go');

describe('tapping a game', () => {
  it('takes a member straight to the game page, which knows the way back', () => {
    expect(
      decideGameTap({ gameId: 'g-1', freeplay: false, signedIn: true, back: '/m/rng' }),
    ).toEqual({ kind: 'play', to: '/m/game?gameId=g-1&back=%2Fm%2Frng' });
    expect(
      decideGameTap({ gameId: 'g-1', freeplay: true, signedIn: true, back: '/m/home' }),
    ).toEqual({ kind: 'play', to: '/m/game?gameId=g-1' });
  });

  it('sends a visitor to log in, coming back to the same game', () => {
    const tap = decideGameTap({ gameId: 'g 2', freeplay: false, signedIn: false, back: '/m/live' });
    expect(tap.kind).toBe('logIn');
    const to = tap.kind === 'logIn' ? tap.to : '';
    expect(to.startsWith('/m/login?go=')).toBe(true);
    expect(goOf(to)).toBe('/m/game?gameId=g+2&back=%2Fm%2Flive');
    expect(postLoginDestination(goOf(to), ORIGIN)).toBe(goOf(to));
  });

  it('offers a visitor a free trial of a freeplay game, or logging in to play', () => {
    const tap = decideGameTap({ gameId: 'g-3', freeplay: true, signedIn: false, back: '/m/rng' });
    expect(tap).toEqual({
      kind: 'choose',
      trialTo: '/m/game?gameId=g-3&trial=1&back=%2Fm%2Frng',
      loginTo: '/m/login?go=%2Fm%2Fgame%3FgameId%3Dg-3%26back%3D%252Fm%252Frng',
    });
  });
});

describe('the way back from a game', () => {
  it('is the category page the game was opened on, else home', () => {
    expect(backFrom('/m/rng')).toBe('/m/rng');
    expect(backFrom('/m/ELOTT/')).toBe('/m/elott');
    expect(backFrom('/m/home')).toBe('/m/home');
    expect(backFrom('/')).toBe('/m/home');
  });
});

describe('the game page address', () => {
  it('reads the game, the trial flag and a safe way back', () => {
    expect(
      gamePageRequest(new URL(gamePath('g-1', { back: '/m/fish' }), ORIGIN).search, ORIGIN),
    ).toEqual({
      gameId: 'g-1',
      trial: false,
      back: '/m/fish',
    });
    expect(gamePageRequest('?gameId=g-1&trial=1', ORIGIN)).toEqual({
      gameId: 'g-1',
      trial: true,
      back: '/m/home',
    });
  });

  it('never leads Back off the site', () => {
    for (const back of [
      'https://evil.example/m/x',
      '//evil.example',
      'javascript:alert(1)',
      '/m//x',
    ]) {
      const search = `?gameId=g&back=${encodeURIComponent(back)}`;
      expect(gamePageRequest(search, ORIGIN)?.back).toBe('/m/home');
    }
  });

  it('names no game without a gameId', () => {
    expect(gamePageRequest('', ORIGIN)).toBeUndefined();
    expect(gamePageRequest('?gameId=%20', ORIGIN)).toBeUndefined();
  });

  it("leads a lottery's Back to its safe backUrl, else the lottery page", () => {
    expect(lotteryBack('/m/home', ORIGIN)).toBe('/m/home');
    expect(lotteryBack(undefined, ORIGIN)).toBe('/m/elott');
    expect(lotteryBack('https://evil.example/', ORIGIN)).toBe('/m/home');
  });
});

describe('the in-app launch rule (SPEC section 8)', () => {
  it('refuses a normal browser only when the merchant launches in its app alone', () => {
    expect(launchGate({ inAppOnly: true, inApp: false })).toBe('appOnly');
    expect(launchGate({ inAppOnly: true, inApp: true })).toBe('open');
    expect(launchGate({ inAppOnly: false, inApp: false })).toBe('open');
  });
});
