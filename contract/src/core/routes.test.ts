import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import {
  carryTrackingParams,
  guardRoute,
  hasUserInfo,
  isAutoLoginBlocked,
  isExternalHttpLink,
  isIndexable,
  isInstallPromptPath,
  isKnownRoute,
  MEMBER_ONLY_PATHS,
  normalizePath,
  PAGE_PATHS,
  postLoginDestination,
  postRegisterDestination,
  referralEntry,
  reloadTargetAfterUpdate,
  safeMemberTarget,
  takeQueryToken,
  TRACKING_PARAMS,
} from './routes.js';

const ORIGIN = 'https://www.site.example';
const visitor = (pathname: string, search = '') =>
  guardRoute({ pathname, search, hasSession: false });
const member = (pathname: string, search = '') =>
  guardRoute({ pathname, search, hasSession: true });
const ALLOW = { kind: 'allow' };
const toLogin = (to: string) => ({ kind: 'redirect', to });

describe('normalizePath and isKnownRoute', () => {
  it('strips one trailing slash but keeps / and /m/', () => {
    expect(normalizePath('/m/home/')).toBe('/m/home');
    expect(normalizePath('/m/member/home/')).toBe('/m/member/home');
    expect(normalizePath('/')).toBe('/');
    expect(normalizePath('/m/')).toBe('/m/');
    expect(normalizePath('/m/home')).toBe('/m/home');
  });

  it('knows every route of the spec, with or without a trailing slash', () => {
    for (const path of ['/', '/m/', '/m/index.html', '/m/home', '/m/register.html', '/m/app']) {
      expect(isKnownRoute(path)).toBe(true);
    }
    expect(isKnownRoute('/m/sports/')).toBe(true);
    expect(isKnownRoute('/m/nope')).toBe(false);
    expect(isKnownRoute('/home')).toBe(false);
  });
});

describe('the page route table', () => {
  it('holds the spec paths by name', () => {
    expect(PAGE_PATHS.home).toBe('/m/home');
    expect(PAGE_PATHS.changePassword).toBe('/m/changePsw');
    expect(PAGE_PATHS.memberHome).toBe('/m/member/home');
  });

  it('every page of the table and every member-only path is a known route', () => {
    for (const path of [...Object.values(PAGE_PATHS), ...MEMBER_ONLY_PATHS]) {
      expect(isKnownRoute(path), path).toBe(true);
    }
    expect(
      MEMBER_ONLY_PATHS.every((path) => Object.values<string>(PAGE_PATHS).includes(path)),
    ).toBe(true);
  });
});

describe('guardRoute', () => {
  it('opens the entry paths without a redirect', () => {
    for (const path of ['/', '/m', '/m/', '/m/index', '/m/index.html', '/m/index/']) {
      expect(visitor(path)).toEqual(ALLOW);
    }
  });

  it('sends a visitor on a member-only route to login with the path as go', () => {
    expect(visitor('/m/member/home')).toEqual(toLogin('/m/login?go=%2Fm%2Fmember%2Fhome'));
    expect(visitor('/m/changePsw')).toEqual(toLogin('/m/login?go=%2Fm%2FchangePsw'));
    expect(visitor('/m/game')).toEqual(toLogin('/m/login?go=%2Fm%2Fgame'));
    expect(visitor('/m/launchGame', '?vendor=ab&code=7')).toEqual(
      toLogin('/m/login?go=%2Fm%2FlaunchGame%3Fvendor%3Dab%26code%3D7'),
    );
  });

  it('treats trailing-slash and case variants of a member-only route alike', () => {
    expect(visitor('/m/game/')).toEqual(toLogin('/m/login?go=%2Fm%2Fgame'));
    expect(visitor('/m/member/home/')).toEqual(toLogin('/m/login?go=%2Fm%2Fmember%2Fhome'));
    // The web router (wouter) matches routes case-insensitively, so must the guard.
    expect(visitor('/m/GAME')).toEqual(toLogin('/m/login?go=%2Fm%2FGAME'));
    expect(visitor('/m/Member/Home/').kind).toBe('redirect');
    expect(visitor('/m/changepsw').kind).toBe('redirect');
  });

  it('gives a go value that login honours as the original page', () => {
    const decision = visitor('/m/launchGame', '?prize_mode=x&backUrl=%2Fm%2Fhome&lottoView=1');
    expect(decision.kind).toBe('redirect');
    const to = decision.kind === 'redirect' ? decision.to : '';
    const go = new URL(to, ORIGIN).searchParams.get('go');
    expect(go).toBe('/m/launchGame?prize_mode=x&backUrl=%2Fm%2Fhome&lottoView=1');
    expect(postLoginDestination(go, ORIGIN)).toBe(go);
  });

  it('lets a member, or a token in the query, through', () => {
    for (const path of ['/m/member/home', '/m/changePsw', '/m/game', '/m/launchGame']) {
      expect(member(path)).toEqual(ALLOW);
      expect(visitor(path, '?token=abc')).toEqual(ALLOW);
      expect(visitor(path, '?code=1&tokens=abc')).toEqual(ALLOW);
    }
  });

  it('does not count an empty token or another parameter as a token', () => {
    expect(visitor('/m/game', '?token=').kind).toBe('redirect');
    expect(visitor('/m/game', '?tok=abc').kind).toBe('redirect');
    expect(visitor('/m/game', '?accessToken=abc').kind).toBe('redirect');
  });

  it('lets a visitor open a free trial on the game page, but nothing else without a session', () => {
    expect(visitor('/m/game', '?gameId=g1&trial=1')).toEqual(ALLOW);
    expect(visitor('/m/game/', '?trial=1&gameId=g1')).toEqual(ALLOW);
    expect(visitor('/m/game', '?gameId=g1&trial=0').kind).toBe('redirect');
    expect(visitor('/m/game', '?gameId=g1&trial=true').kind).toBe('redirect');
    expect(visitor('/m/launchGame', '?code=7&trial=1').kind).toBe('redirect');
    expect(visitor('/m/member/home', '?trial=1').kind).toBe('redirect');
  });

  it('keeps /m/inviteFriends public', () => {
    expect(visitor('/m/inviteFriends')).toEqual(ALLOW);
    expect(visitor('/m/inviteFriends/', '?r=abc')).toEqual(ALLOW);
  });

  it('sends a visitor on /m/feedback home', () => {
    expect(visitor('/m/feedback')).toEqual(toLogin('/m/home'));
    expect(visitor('/m/feedback/')).toEqual(toLogin('/m/home'));
    expect(visitor('/m/Feedback')).toEqual(toLogin('/m/home'));
    expect(member('/m/feedback')).toEqual(ALLOW);
    expect(visitor('/m/feedback', '?token=abc')).toEqual(ALLOW);
  });

  it('opens every other route to a visitor', () => {
    const open = ['/m/home', '/m/login', '/m/register', '/m/register.html', '/m/agentRegister'];
    const more = ['/m/activity', '/m/sports', '/m/elott', '/m/app', '/m/unknown', '/m/home/'];
    for (const path of [...open, ...more]) expect(visitor(path, '?id=3')).toEqual(ALLOW);
  });
});

describe('safeMemberTarget and the post-login / post-register destinations', () => {
  const accepted: [string, string][] = [
    ['/m/sports', '/m/sports'],
    ['/m/activity?id=5#x', '/m/activity?id=5#x'],
    ['/m/member/home', '/m/member/home'],
    ['/m/a/../sports', '/m/sports'],
  ];
  const refused = [
    '/m/..//evil.com',
    '/m/%2e%2e//x',
    '/m/%2E%2E/%2E%2E//evil.com',
    '/m/../home',
    '/m//evil.com',
    '/\\evil.com',
    '//evil.example',
    '//evil.example/m/x',
    'https://evil.example/m/x',
    `${ORIGIN}/m/sports`,
    'javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    '/m/\tx',
    '/m/x\n',
    '/m/\r\n//evil.com',
    '/m/\\evil.com',
    '/m/a\u0000b',
    '/m/a\u001fb',
    '/m/a\u007fb',
    '/m/a b',
    ' /m/sports',
    'm/sports',
    '/m',
    '/home',
    '/',
    '',
  ];

  it('accepts a same-origin page under /m/', () => {
    for (const [target, expected] of accepted) {
      expect(safeMemberTarget(target, ORIGIN)).toBe(expected);
      expect(postLoginDestination(target, ORIGIN)).toBe(expected);
      expect(postRegisterDestination(target, ORIGIN)).toBe(expected);
    }
  });

  it('sends everything else to /m/home', () => {
    for (const target of refused) {
      expect(safeMemberTarget(target, ORIGIN), JSON.stringify(target)).toBe('/m/home');
      expect(postLoginDestination(target, ORIGIN)).toBe('/m/home');
      expect(postRegisterDestination(target, ORIGIN)).toBe('/m/home');
    }
  });

  it('sends a missing go to /m/home', () => {
    for (const target of [null, undefined, '']) {
      expect(postLoginDestination(target, ORIGIN)).toBe('/m/home');
      expect(postRegisterDestination(target, ORIGIN)).toBe('/m/home');
    }
  });

  it('sends everything home when the origin is not a URL', () => {
    expect(safeMemberTarget('/m/sports', 'not a url')).toBe('/m/home');
  });

  const piece = fc.constantFrom(
    ...['/', '\\', '.', '..', '%2e', '%2E.', '%2f', '%5c', '%00', 'm', 'evil.com', '@', ':'],
    ...['?', '#', '\t', '\n', ' ', 'http:', 'javascript:', '//', '/m/', 'a', '-', '%'],
  );
  const urlish = fc
    .tuple(fc.constantFrom('', '/m/', '/m', '//', '/\\'), fc.array(piece, { maxLength: 10 }))
    .map(([head, parts]) => head + parts.join(''));
  const anyTarget = fc.oneof(
    fc.string(),
    fc.string({ unit: 'binary' }),
    fc.string().map((s) => `/m/${s}`),
    urlish,
  );

  it('always answers /m/home or a same-origin path under /m/', () => {
    fc.assert(
      fc.property(anyTarget, (target) => {
        const result = safeMemberTarget(target, ORIGIN);
        if (result === '/m/home') return;
        expect(result.startsWith('/m/')).toBe(true);
        expect(result.startsWith('/m//')).toBe(false);
        const resolved = new URL(result, ORIGIN);
        expect(resolved.origin).toBe(ORIGIN);
        expect(resolved.pathname.startsWith('/m/')).toBe(true);
        expect(`${resolved.pathname}${resolved.search}${resolved.hash}`).toBe(result);
      }),
      { numRuns: 2000 },
    );
  });

  it('never follows a protocol-relative, backslash or scheme target', () => {
    const prefix = fc.constantFrom('//', '/\\', '\\\\', 'http:', 'https:', 'javascript:', 'data:');
    fc.assert(
      fc.property(prefix, fc.string(), (head, rest) => {
        expect(safeMemberTarget(head + rest, ORIGIN)).toBe('/m/home');
      }),
    );
  });

  it('keeps a plain path under /m/ unchanged', () => {
    const segment = fc.stringMatching(/^[A-Za-z0-9_-]{1,12}$/);
    fc.assert(
      fc.property(fc.array(segment, { minLength: 1, maxLength: 5 }), (segments) => {
        const path = `/m/${segments.join('/')}`;
        expect(safeMemberTarget(path, ORIGIN)).toBe(path);
      }),
    );
  });
});

describe('isExternalHttpLink and hasUserInfo', () => {
  it('accepts http(s) addresses of a named host', () => {
    for (const link of [
      'https://partner.example/promo?x=1',
      'HTTP://partner.example',
      'https://partner.example:8443/a#b',
      'https://partner.example/path@with-at?q=a@b',
    ]) {
      expect(isExternalHttpLink(link), link).toBe(true);
    }
  });

  it('refuses user-info, other schemes, relative and unsafe links', () => {
    for (const link of [
      'http://host@evil.example/',
      'https://www.site.example@evil.example/m/home',
      'https://user:pass@partner.example/',
      'http://@evil.example/',
      'https://:@evil.example',
      'javascript:alert(1)',
      'data:text/html,hi',
      '//evil.example',
      '/m/home',
      'https://',
      'https://evil.example/\nx',
      'https:\\\\evil.example',
      'https://evil.example\\@partner.example',
    ]) {
      expect(isExternalHttpLink(link), JSON.stringify(link)).toBe(false);
    }
  });

  it('finds user-info in the authority only', () => {
    expect(hasUserInfo('http://host@evil.example/')).toBe(true);
    expect(hasUserInfo(' https://a:b@c.example')).toBe(true);
    expect(hasUserInfo('https://c.example/a@b')).toBe(false);
    expect(hasUserInfo('https://c.example?to=a@b')).toBe(false);
    expect(hasUserInfo('/m/home?x=a@b')).toBe(false);
  });
});

describe('isAutoLoginBlocked', () => {
  it('is blocked by redirectUrl or backUrl, even when empty', () => {
    expect(isAutoLoginBlocked('?redirectUrl=https%3A%2F%2Fx.example')).toBe(true);
    expect(isAutoLoginBlocked('?code=1&backUrl=%2Fm%2Fhome')).toBe(true);
    expect(isAutoLoginBlocked('backUrl=')).toBe(true);
  });

  it('is not blocked otherwise', () => {
    expect(isAutoLoginBlocked('')).toBe(false);
    expect(isAutoLoginBlocked('?r=abc&affiliateCode=x&token=t')).toBe(false);
  });
});

describe('carryTrackingParams', () => {
  it('lists exactly the 14 tracking parameters of the spec', () => {
    const spec = ['affiliateCode', 'referralCode', 'r', 'inApp', 'fullscreen', 'from', 'fbclid'];
    spec.push('gclid', 'ttclid', 'kwaiclid', 'bbg', 'isBgeTest', 'cid', 'kw');
    expect([...TRACKING_PARAMS].sort()).toEqual(spec.sort());
  });

  it('carries only the tracking parameters', () => {
    const current = '?affiliateCode=a1&token=t&r=ref&go=%2Fm%2Fx&gclid=g&cpid=9&redirectUrl=u';
    expect(carryTrackingParams(current, '/m/sports')).toBe(
      '/m/sports?affiliateCode=a1&r=ref&gclid=g',
    );
  });

  it("leaves the target's own query exactly as written", () => {
    expect(carryTrackingParams('', '/m/changePsw?go=/m/member/home')).toBe(
      '/m/changePsw?go=/m/member/home',
    );
    expect(carryTrackingParams('?kw=a b', '/m/login?go=/m/game?x=1#top')).toBe(
      '/m/login?go=/m/game?x=1&kw=a+b#top',
    );
  });

  it('carries every one of the 14', () => {
    const current = new URLSearchParams(TRACKING_PARAMS.map((name) => [name, `v-${name}`]));
    const result = new URL(carryTrackingParams(`?${current}`, '/m/home'), ORIGIN);
    expect(result.pathname).toBe('/m/home');
    for (const name of TRACKING_PARAMS) expect(result.searchParams.get(name)).toBe(`v-${name}`);
    expect(result.search.split('&')).toHaveLength(14);
  });

  it("keeps the target's own values and its hash", () => {
    expect(carryTrackingParams('?r=new&kw=k', '/m/register?r=old')).toBe('/m/register?r=old&kw=k');
    expect(carryTrackingParams('?kw=k', '/m/activity?id=5#top')).toBe('/m/activity?id=5&kw=k#top');
    expect(carryTrackingParams('?kw=k', '/m/home#a?b=1')).toBe('/m/home?kw=k#a?b=1');
  });

  it('leaves the target alone when nothing is tracked', () => {
    expect(carryTrackingParams('', '/m/home')).toBe('/m/home');
    expect(carryTrackingParams('?foo=1', '/m/activity?id=5#x')).toBe('/m/activity?id=5#x');
  });

  it('keeps values with reserved characters intact', () => {
    const result = carryTrackingParams('?kw=a%20b%26c%3Dd', '/m/home');
    expect(new URL(result, ORIGIN).searchParams.get('kw')).toBe('a b&c=d');
  });
});

describe('isIndexable', () => {
  const indexable = ['/', '/m', '/m/', '/m/index', '/m/index.html', '/m/sports', '/m/live'];
  const more = ['/m/rng', '/m/table', '/m/fish', '/m/pvp', '/m/crash', '/m/arcade', '/m/elott'];
  const rest = ['/m/news', '/m/download', '/m/app'];

  it('allows the category and entry pages on localhost and www hosts', () => {
    for (const path of [...indexable, ...more, ...rest]) {
      expect(isIndexable('localhost', path)).toBe(true);
      expect(isIndexable('www.site.example', path)).toBe(true);
    }
    expect(isIndexable('WWW.Site.Example', '/m/sports')).toBe(true);
  });

  it('refuses other hosts', () => {
    for (const host of ['site.example', 'm.site.example', 'aff.site.example', '127.0.0.1']) {
      expect(isIndexable(host, '/m/sports')).toBe(false);
    }
    expect(isIndexable('app.localhost', '/')).toBe(false);
  });

  it('refuses other pages and paths with more than two slashes', () => {
    for (const path of ['/m/home', '/m/login', '/m/activity', '/m/member/home', '/m/sports/']) {
      expect(isIndexable('www.site.example', path)).toBe(false);
    }
  });
});

describe('reloadTargetAfterUpdate', () => {
  it('reloads the listed pages in place', () => {
    const inPlace = ['/m/game', '/m/home', '/m/login', '/m/index', '/m/index.html'];
    for (const path of [...inPlace, '/m/member/home', '/m/register', '/m/register.html']) {
      expect(reloadTargetAfterUpdate(path)).toBe(path);
    }
  });

  it('sends any other page home', () => {
    for (const path of ['/', '/m/', '/m/sports', '/m/activity', '/m/changePsw', '/m/launchGame']) {
      expect(reloadTargetAfterUpdate(path)).toBe('/m/home');
    }
  });
});

describe('isInstallPromptPath', () => {
  it('shows only on /, /m/home and /m/index.html', () => {
    for (const path of ['/', '/m/home', '/m/index.html'])
      expect(isInstallPromptPath(path)).toBe(true);
    for (const path of ['/m', '/m/', '/m/index', '/m/login', '/m/sports', '/m/member/home']) {
      expect(isInstallPromptPath(path)).toBe(false);
    }
  });
});

describe('referralEntry', () => {
  const entry = (memberType: number | null | undefined, enabled: boolean, loggedIn: boolean) =>
    referralEntry({ memberType, referralPromotionEnabled: enabled, loggedIn });

  it('sends agents (types 1 and 2) to agent registration', () => {
    for (const enabled of [true, false]) {
      expect(entry(1, enabled, true)).toBe('agentRegister');
      expect(entry(2, enabled, true)).toBe('agentRegister');
    }
  });

  it('sends a non-agent to inviteFriends when REFERRAL is enabled', () => {
    expect(entry(0, true, true)).toBe('inviteFriends');
    expect(entry(3, true, true)).toBe('inviteFriends');
    expect(entry(null, true, false)).toBe('inviteFriends');
  });

  it('otherwise opens customer service for a member and coming soon for a visitor', () => {
    expect(entry(0, false, true)).toBe('customerService');
    expect(entry(4, false, true)).toBe('customerService');
    expect(entry(undefined, false, false)).toBe('comingSoon');
    expect(entry(null, false, false)).toBe('comingSoon');
  });
});

describe('takeQueryToken', () => {
  it('takes token and leaves every other parameter in order', () => {
    expect(takeQueryToken('?affiliateCode=a1&token=abc&r=ref')).toEqual({
      token: 'abc',
      rest: '?affiliateCode=a1&r=ref',
    });
  });

  it('takes tokens when token is absent, and removes both', () => {
    expect(takeQueryToken('?tokens=xyz&gclid=g')).toEqual({ token: 'xyz', rest: '?gclid=g' });
    expect(takeQueryToken('?token=&tokens=xyz')).toEqual({ token: 'xyz', rest: '' });
    expect(takeQueryToken('?token=one&tokens=two')).toEqual({ token: 'one', rest: '' });
  });

  it('answers no token for an empty one, still removing the parameter', () => {
    expect(takeQueryToken('?kw=a%20b')).toEqual({ token: undefined, rest: '?kw=a%20b' });
    expect(takeQueryToken('?token=&kw=x')).toEqual({ token: undefined, rest: '?kw=x' });
    expect(takeQueryToken('')).toEqual({ token: undefined, rest: '' });
  });
});
