import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readBuildManifest, readLocaleChunks } from './locale-chunks.js';

function distWith(manifest: unknown): string {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'lobby-dist-'));
  fs.mkdirSync(path.join(dist, '.vite'));
  fs.writeFileSync(path.join(dist, '.vite', 'manifest.json'), JSON.stringify(manifest));
  return dist;
}

const readManifestOf = (manifest: unknown) => readBuildManifest(distWith(manifest));

describe('readLocaleChunks', () => {
  it("answers where each language's built messages are served", () => {
    const chunks = readLocaleChunks(
      readManifestOf({
        'src/locales/EN.json': { file: 'assets/EN-abc.js', isDynamicEntry: true },
        'src/locales/UR-LA.json': { file: 'assets/UR-LA-def.js', isDynamicEntry: true },
      }),
    );
    expect(chunks('EN')).toBe('/m/assets/EN-abc.js');
    expect(chunks('UR-LA')).toBe('/m/assets/UR-LA-def.js');
    expect(chunks('TH')).toBeUndefined();
  });

  it('knows none when the build has no manifest, or an unreadable one', () => {
    const unbuilt = fs.mkdtempSync(path.join(os.tmpdir(), 'lobby-dist-'));
    expect(readLocaleChunks(readBuildManifest(unbuilt))('EN')).toBeUndefined();
    const broken = distWith({});
    fs.writeFileSync(path.join(broken, '.vite', 'manifest.json'), '{not json');
    expect(readLocaleChunks(readBuildManifest(broken))('EN')).toBeUndefined();
  });
});
