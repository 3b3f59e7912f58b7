import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
/** Text files worth compressing; index.html is left out: the server writes the page per merchant. */
const COMPRESSIBLE = /\.(js|mjs|css|svg|json|webmanifest|txt|xml)$/;

/**
 * Writes a brotli (.br, quality 11) and a gzip (.gz, level 9) copy beside each text file of the
 * build, so the server sends them as they are (@fastify/static's preCompressed) instead of
 * compressing on every request. A copy that would not be smaller is not written.
 */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'lobby-precompress',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    // After the service worker is written (vite-plugin-pwa writes it as the bundle closes).
    closeBundle: { sequential: true, order: 'post', handler: compressAll },
  };
  async function compressAll() {
    const files = (await fs.readdir(outDir, { recursive: true })).filter(
      (file) => COMPRESSIBLE.test(file) && !file.startsWith('.vite'),
    );
    await Promise.all(
      files.map(async (file) => {
        const source = await fs.readFile(path.join(outDir, file));
        const copies = [
          ['.br', await brotli(source, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } })],
          ['.gz', await gzipAsync(source, { level: 9 })],
        ] as const;
        for (const [extension, compressed] of copies) {
          if (compressed.length < source.length) {
            await fs.writeFile(path.join(outDir, file + extension), compressed);
          }
        }
      }),
    );
  }
}
