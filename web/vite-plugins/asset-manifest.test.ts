// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { assetManifestOf, withBuildMeta } from './asset-manifest';

describe('assetManifestOf', () => {
  it('lists the hashed files and hashes their names, so any changed file changes the hash', () => {
    const manifest = assetManifestOf(
      '/m/',
      ['index.html', 'assets/b-2.js', 'assets/a-1.js'],
      ['assets/a-1.js'],
    );
    expect(manifest.files).toEqual(['/m/assets/a-1.js', '/m/assets/b-2.js']);
    expect(manifest.entrypoints).toEqual(['/m/assets/a-1.js']);
    expect(manifest.hash).toMatch(/^[0-9a-f]{16}$/);
    const changed = assetManifestOf('/m/', ['assets/a-1.js', 'assets/b-3.js'], []);
    expect(changed.hash).not.toBe(manifest.hash);
  });
});

describe('withBuildMeta', () => {
  it('writes the hash into the page after its charset', () => {
    const page = withBuildMeta('<head>\n    <meta charset="UTF-8" />\n  <title>x</title>', 'abc');
    expect(page).toContain(
      '<meta charset="UTF-8" />\n    <meta name="lobby-build" content="abc" />',
    );
  });
});
