import { describe, expect, it } from 'vitest';
import { readFirstScreenChunks } from './first-screen-chunks.js';

const manifest = {
  'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_preact.js'] },
  '_preact.js': { file: 'assets/preact-2.js' },
  '_games.js': { file: 'assets/games-3.js', imports: ['_preact.js'], css: ['assets/games-4.css'] },
  'src/features/games/HomeSections.tsx': {
    file: 'assets/HomeSections-5.js',
    imports: ['index.html', '_preact.js', '_games.js'],
  },
  'src/features/home/AnnouncementMarquee.tsx': {
    file: 'assets/Marquee-6.js',
    imports: ['index.html', '_games.js'],
  },
};

describe('readFirstScreenChunks', () => {
  const chunksOf = readFirstScreenChunks(manifest);

  it("names the modules' chunks and styles with their imports, but none the entry loads", () => {
    expect(
      chunksOf([
        'src/features/games/HomeSections.tsx',
        'src/features/home/AnnouncementMarquee.tsx',
      ]),
    ).toEqual({
      scripts: ['/m/assets/HomeSections-5.js', '/m/assets/games-3.js', '/m/assets/Marquee-6.js'],
      styles: ['/m/assets/games-4.css'],
    });
  });

  it('adds nothing for modules the build does not have, or a build without a manifest', () => {
    expect(chunksOf(['src/features/missing.tsx'])).toEqual({ scripts: [], styles: [] });
    expect(readFirstScreenChunks({})(['src/features/games/HomeSections.tsx'])).toEqual({
      scripts: [],
      styles: [],
    });
  });
});
