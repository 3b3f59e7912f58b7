import { describe, expect, it } from 'vitest';
import { INSTALL_PROMPT, mayOfferInstall, parseCloseCount } from './install-prompt.js';

const fresh = {
  pathname: '/m/home',
  runsInstalled: false,
  installed: false,
  skipped: false,
  closeCount: 0,
};

describe('mayOfferInstall', () => {
  it('offers the prompt only on /, /m/home and /m/index.html', () => {
    for (const pathname of ['/', '/m/home', '/m/home/', '/m/index.html']) {
      expect(mayOfferInstall({ ...fresh, pathname })).toBe(true);
    }
    for (const pathname of ['/m/', '/m/index', '/m/login', '/m/rng', '/m/member/home']) {
      expect(mayOfferInstall({ ...fresh, pathname })).toBe(false);
    }
  });

  it('never offers it once installed, while running installed, or after a skip this session', () => {
    expect(mayOfferInstall({ ...fresh, installed: true })).toBe(false);
    expect(mayOfferInstall({ ...fresh, runsInstalled: true })).toBe(false);
    expect(mayOfferInstall({ ...fresh, skipped: true })).toBe(false);
  });

  it('stops offering it after the most dismissals, and the installed count is past them', () => {
    expect(mayOfferInstall({ ...fresh, closeCount: INSTALL_PROMPT.maxCloses - 1 })).toBe(true);
    expect(mayOfferInstall({ ...fresh, closeCount: INSTALL_PROMPT.maxCloses })).toBe(false);
    expect(mayOfferInstall({ ...fresh, closeCount: INSTALL_PROMPT.installedCount })).toBe(false);
  });
});

describe('parseCloseCount', () => {
  it('reads a stored count and treats anything else as none', () => {
    expect(parseCloseCount('2')).toBe(2);
    expect(parseCloseCount('99')).toBe(99);
    for (const stored of [null, '', 'x', '-1', '1.5']) expect(parseCloseCount(stored)).toBe(0);
  });
});
