import { describe, expect, it } from 'vitest';
import { isAssetManifest, serviceWorkerUrl } from './app-build.js';

describe('isAssetManifest', () => {
  it('accepts a hash with its entry files and files', () => {
    expect(isAssetManifest({ hash: 'abc', entrypoints: ['/m/a.js'], files: ['/m/a.js'] })).toBe(
      true,
    );
  });

  it('refuses anything else', () => {
    for (const value of [
      null,
      'abc',
      {},
      { hash: '', entrypoints: [], files: [] },
      { hash: 'abc', entrypoints: [1], files: [] },
      { hash: 'abc', entrypoints: [], files: 'x' },
    ]) {
      expect(isAssetManifest(value)).toBe(false);
    }
  });
});

describe('serviceWorkerUrl', () => {
  it('names the deployment and the merchant in its query (SPEC section 7)', () => {
    expect(serviceWorkerUrl('production', 'demo')).toBe('/m/sw.js?env=production&merchant=demo');
    expect(serviceWorkerUrl('prod', 'a&b')).toBe('/m/sw.js?env=prod&merchant=a%26b');
  });
});
