import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { decodeJwt, jwtVerify, SignJWT } from 'jose';
import { calls, type LaunchGameRequest, type LaunchValue } from '@lobby/contract';
import type { DatabaseHandle } from '../core/db/database.js';
import type { MerchantConfig } from '../core/merchant-config.js';
import { addLaunchGames, LAUNCH_GAMES } from '../../test/game-fixtures.js';
import {
  buildTestApp,
  expectFailure,
  expectValue,
  fakeClock,
  merchantFactory,
  send,
  signUp,
  testDatabases,
  type TestMember,
} from '../../test/index.js';

const { slot, vipSlot, elotto, sea, retired } = LAUNCH_GAMES;

describe.each(testDatabases())('game launch on $name', (kind) => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let member: TestMember;
  const clock = fakeClock(Date.parse('2026-11-22T12:00:00Z'));
  const merchant = merchantFactory();
  const other = merchantFactory();
  const host = merchant.hosts[0]!;

  const launch = (body: LaunchGameRequest, token: string | null = member.token) =>
    send(app, merchant, calls.launchGame, body, { token: token ?? undefined });
  const launched = async (body: LaunchGameRequest) =>
    expectValue(await launch(body), calls.launchGame);
  const trial = (body: { gameId: string; backUrl?: string }) =>
    send(app, merchant, calls.trialLaunch, body);
  /** Opens a launch address the way a browser frame would, on the given merchant's host. */
  const open = (url: string, on: MerchantConfig = merchant, via = app) => {
    const address = new URL(url);
    return via.inject({ url: address.pathname + address.search, headers: { host: on.hosts[0]! } });
  };
  const tokenOf = (value: LaunchValue) => new URL(value.url).searchParams.get('t')!;
  const claimsOf = (value: LaunchValue) => decodeJwt(tokenOf(value));

  beforeAll(async () => {
    database = await kind.open();
    app = await buildTestApp({ database, merchants: [merchant, other], now: clock.now });
    await addLaunchGames(database, merchant.code);
    await addLaunchGames(database, other.code);
    member = await signUp(app, merchant);
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it('launches a slot: a two-minute signed address of the demo vendor on this site', async () => {
    const value = await launched({ gameId: slot.id, backUrl: '/m/rng?tab=hot#top' });
    expect(value).toMatchObject({ gameId: slot.id, displayName: slot.displayName });
    expect(value.url.startsWith(`http://${host}/vendor/demo/play?t=`)).toBe(true);
    // The clock starts on a whole second, as the token's exp counts them.
    expect(Date.parse(value.expiresAt)).toBe(clock.now().getTime() + 120_000);

    // Signed with the secret the server made and kept in the database.
    const { value: secret } = await database.db
      .selectFrom('server_secrets')
      .select('value')
      .where('name', '=', 'game-launch')
      .executeTakeFirstOrThrow();
    const { payload, protectedHeader } = await jwtVerify(
      tokenOf(value),
      new TextEncoder().encode(secret),
      { currentDate: clock.now() },
    );
    expect(protectedHeader.alg).toBe('HS256');
    expect(payload).toMatchObject({
      merchant: merchant.code,
      customerId: member.id,
      userName: member.username,
      gameId: slot.id,
      displayName: slot.displayName,
      kind: 'slot',
      lottery: null,
      backUrl: '/m/rng?tab=hot#top',
      trial: false,
      language: merchant.defaultLanguage,
      exp: Date.parse(value.expiresAt) / 1000,
    });
    expect(payload.jti).toEqual(expect.any(String));
  });

  it('the address opens the slot with the player name, a way back and its own scripts', async () => {
    const value = await launched({ gameId: slot.id, backUrl: '/m/rng' });
    const page = await open(value.url);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.headers['referrer-policy']).toBe('no-referrer');
    expect(page.body).toContain(
      `<span data-testid="player-name">Player: <bdi>${member.username}</bdi></span>`,
    );
    expect(page.body).toContain(
      '<a class="back" href="/m/rng" target="_top" data-testid="vendor-back">',
    );
    expect(page.body).toContain('Lucky &#34;7&#34; &#60;Reels&#62; &#38; Co');
    expect(page.body).not.toContain('<Reels>');
    expect(page.body).toContain('data-testid="spin"');
    expect(page.body).toContain('<script type="module" src="/vendor/demo/slot.js"></script>');
    expect(page.body).not.toMatch(/<script>|<script [^>]*>[^<]/);
    const policy = String(page.headers['content-security-policy']);
    expect(policy).toContain("script-src 'self';");
    expect(policy).toContain("frame-ancestors 'self'");
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');

    for (const [file, type] of [
      ['slot.js', 'text/javascript'],
      ['lottery.js', 'text/javascript'],
      ['demo.css', 'text/css'],
    ] as const) {
      const asset = await app.inject({ url: `/vendor/demo/${file}`, headers: { host } });
      expect(asset.statusCode, file).toBe(200);
      expect(asset.headers['content-type']).toMatch(new RegExp(`^${type}`));
    }
    const missing = await app.inject({ url: '/vendor/demo/other.js', headers: { host } });
    expect(missing.statusCode).toBe(404);
  });

  it('an address minted by one instance opens on another sharing the database', async () => {
    const second = await buildTestApp({ database, merchants: [merchant, other], now: clock.now });
    try {
      const value = await launched({ gameId: slot.id });
      expect((await open(value.url, merchant, second)).statusCode).toBe(200);
    } finally {
      await second.close();
    }
  });

  it('an altered, foreign or misplaced address answers 403 with a way home', async () => {
    const value = await launched({ gameId: slot.id });
    const token = tokenOf(value);
    const [head, body, signature] = token.split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(body, 'base64url').toString()) as object;
    const asOther = Buffer.from(JSON.stringify({ ...claims, userName: 'someone_else' })).toString(
      'base64url',
    );
    const forged = await new SignJWT({ ...claims })
      .setProtectedHeader({ alg: 'HS256' })
      .sign(new TextEncoder().encode('x'.repeat(40)));
    const flipped = signature.slice(0, -2) + (signature.endsWith('AA') ? 'BB' : 'AA');
    const play = (t: string) => `http://${host}/vendor/demo/play?t=${encodeURIComponent(t)}`;
    for (const [label, url] of [
      ['claims changed', play(`${head}.${asOther}.${signature}`)],
      ['signature changed', play(`${head}.${body}.${flipped}`)],
      ['signed with another secret', play(forged)],
      ['no token', `http://${host}/vendor/demo/play`],
      ['garbage', play('not-a-token')],
    ]) {
      const page = await open(url!);
      expect(page.statusCode, label).toBe(403);
      expect(page.body).toContain('This game link has expired');
      expect(page.body).toContain('href="/m/home" target="_top" data-testid="vendor-back"');
    }
    // A valid address of this merchant does not open on another merchant's host.
    expect((await open(value.url, other)).statusCode).toBe(403);
  });

  it('an address stops opening once its two minutes are over', async () => {
    const value = await launched({ gameId: slot.id });
    expect((await open(value.url)).statusCode).toBe(200);
    clock.advanceMinutes(3);
    const page = await open(value.url);
    expect(page.statusCode).toBe(403);
    expect(page.body).toContain('This game link has expired');
  });

  it('launches an e-lottery by lottoGameCode and lottoPrizeMode', async () => {
    const value = await launched({
      lottoArea: 'VN',
      launchMode: 'LOTT',
      lottoGameCode: elotto.gameCode,
      lottoPrizeMode: elotto.prizeMode,
      lottoView: 'lobby',
      backUrl: '/m/elott',
    });
    expect(value).toMatchObject({ gameId: elotto.id, displayName: elotto.displayName });
    expect(claimsOf(value)).toMatchObject({
      kind: 'lottery',
      lottery: { gameCode: elotto.gameCode, prizeMode: elotto.prizeMode },
      lottoView: 'lobby',
      backUrl: '/m/elott',
    });
    const page = await open(value.url);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(
      `<span data-testid="player-name">Player: <bdi>${member.username}</bdi></span>`,
    );
    expect(page.body).toContain(`<strong data-testid="lottery-code">${elotto.gameCode}</strong>`);
    expect(page.body).toContain('src="/vendor/demo/lottery.js"');
    expect(page.body).toContain('data-testid="draw"');
    expect(page.body).toContain('data-testid="quick-pick"');
    expect(page.body).toContain('href="/m/elott" target="_top" data-testid="vendor-back"');
  });

  it('launches a SEA lottery by gameCode and prizeMode, in the lottery language', async () => {
    const value = await launched({
      lottoMode: 'SEA_Tradition_Mobile',
      gameCode: sea.gameCode,
      prizeMode: sea.prizeMode,
      hasLobby: true,
      language: 'TY',
    });
    expect(value.gameId).toBe(sea.id);
    // TY is no lottery language: the lottery's own fallback, VI, plays instead.
    expect(claimsOf(value)).toMatchObject({
      kind: 'lottery',
      lottoView: 'betting',
      language: 'VI',
    });
  });

  it('answers game.not.found for unknown, switched-off and mismatched games', async () => {
    const bodies: LaunchGameRequest[] = [
      { gameId: 'no-such-game' },
      { gameId: retired.id },
      { launchMode: 'LOTT', lottoGameCode: elotto.gameCode, lottoPrizeMode: 'OTHER_MODE' },
      { gameCode: 'NOPE', prizeMode: sea.prizeMode },
    ];
    for (const body of bodies) {
      expectFailure(await launch(body), 404, 'game.not.found');
    }
  });

  it('does not launch without a session', async () => {
    expectFailure(await launch({ gameId: slot.id }, null), 401, 'customer.not.login');
    expectFailure(await launch({ gameId: slot.id }, 'not-a-session'), 401, 'customer.not.login');
  });

  it('keeps backUrl only when it is a same-site /m/ page', async () => {
    const backUrlOf = async (backUrl: string) =>
      claimsOf(await launched({ gameId: slot.id, backUrl })).backUrl;
    for (const unsafe of [
      'https://evil.example/x',
      '//evil.example',
      '//evil.example/m/home',
      '/\\evil.example/m/',
      'javascript:alert(1)',
      '/admin',
      `https://${host}.evil.example/m/game`,
      '/m/../admin',
    ]) {
      expect(await backUrlOf(unsafe), unsafe).toBe('/m/home');
    }
    expect(await backUrlOf(`http://${host}/m/live?x=1`)).toBe('/m/live?x=1');
    expect(await backUrlOf('/m/sports')).toBe('/m/sports');
  });

  it("takes the launch address's origin from the merchant's hosts, never a forged Host", async () => {
    /** Launches (or starts a trial) on a Host, with a backUrl on that Host. */
    const launchOn = async (on: string, call: 'launch' | 'trial' = 'launch') => {
      const body = { gameId: slot.id, backUrl: `http://${on}/m/live` };
      const options = { host: on, headers: { merchant: merchant.code } };
      const response =
        call === 'launch'
          ? await send(app, merchant, calls.launchGame, body, { ...options, token: member.token })
          : await send(app, merchant, calls.trialLaunch, body, options);
      const value = expectValue(response, call === 'launch' ? calls.launchGame : calls.trialLaunch);
      return { origin: new URL(value.url).origin, backUrl: claimsOf(value).backUrl };
    };
    for (const forged of ['evil.example', `${host}.evil.example`, 'evil.example:8080']) {
      for (const call of ['launch', 'trial'] as const) {
        expect(await launchOn(forged, call), `${call} on ${forged}`).toEqual({
          origin: `http://${host}`,
          backUrl: '/m/home',
        });
      }
    }
    const own = { backUrl: '/m/live' };
    expect(await launchOn(`aff7.${host}`)).toEqual({ origin: `http://aff7.${host}`, ...own });
    expect(await launchOn(`${host}:8443`)).toEqual({ origin: `http://${host}:8443`, ...own });
  });

  it('starts a free trial of a freeplay game for anyone, as Guest', async () => {
    const value = expectValue(
      await trial({ gameId: slot.id, backUrl: 'https://evil.example/' }),
      calls.trialLaunch,
    );
    expect(claimsOf(value)).toMatchObject({
      customerId: null,
      userName: 'Guest',
      trial: true,
      backUrl: '/m/home',
    });
    const page = await open(value.url);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<span data-testid="player-name">Player: <bdi>Guest</bdi></span>');
    expect(page.body).toContain('Free trial');
  });

  it('refuses a trial of a game without freeplay, and of unknown games', async () => {
    expectFailure(await trial({ gameId: vipSlot.id }), 400, 'game.trial.unavailable');
    expectFailure(await trial({ gameId: retired.id }), 404, 'game.not.found');
    expectFailure(await trial({ gameId: 'no-such-game' }), 404, 'game.not.found');
  });
});
