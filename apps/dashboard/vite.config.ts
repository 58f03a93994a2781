import { readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import process from 'node:process';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const apiTarget = process.env.API_URL ?? 'http://127.0.0.1:8080';

const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|map)$/;
const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/**
 * Writes `x.br` and `x.gz` beside every text file of the build, at the highest levels (the work is
 * done once, at build time); the server sends the one the browser accepts (`preCompressed`).
 */
function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'sufra-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async writeBundle(_options, bundle) {
      const files = Object.keys(bundle).filter((name) => COMPRESSIBLE.test(name));
      await Promise.all(
        files.map(async (name) => {
          const path = join(outDir, name);
          const data = await readFile(path);
          const [br, gzipped] = await Promise.all([
            brotli(data, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
              },
            }),
            gz(data, { level: constants.Z_BEST_COMPRESSION }),
          ]);
          await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gzipped)]);
        }),
      );
    },
  };
}

export default defineConfig({
  base: '/dashboard/',
  plugins: [react(), precompress()],
  define: {
    __API_PASSWORD__: JSON.stringify(process.env.API_PASSWORD ?? 'sufra-dev-api-password'),
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 1500,
    rolldownOptions: {
      output: {
        // The first page (choose the user type, log in) needs what the entry imports statically
        // (`$initial`): left to automatic splitting, that is some forty chunks of a kilobyte or two,
        // each a request with its headers (issue 27). It comes as two (and rolldown's runtime, a few
        // hundred bytes): the libraries (react, the router, i18next, antd's core), which a new build
        // of the app's own code leaves in the browser's cache, and the app's code in the entry
        // chunk. Everything loaded later (the logged-in route table, the editor, charts, the map,
        // each language's words) stays in its own chunks.
        codeSplitting: {
          groups: [
            {
              name: 'first-page-libs',
              tags: ['$initial'],
              test: /[\\/]node_modules[\\/]/,
              priority: 1,
            },
            { name: 'first-page', tags: ['$initial'] },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': { target: apiTarget, changeOrigin: true } },
  },
});
