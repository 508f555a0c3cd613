import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { callAddresses } from './call-addresses-plugin';
import { signInNamespaces } from './src/i18n/sign-in-namespaces';

const apiTarget = process.env.SIMDESK_API_URL ?? 'http://127.0.0.1:8080';

const signIn: readonly string[] = signInNamespaces;

/**
 * Two chunks per language for the contract's locale files, each arriving in one request: the sign-in pages'
 * namespaces (texts-<locale>, what the first render waits for) and the console's (texts-<locale>-console).
 */
function localeChunkName(moduleId: string): string | null {
  const match = /\/locales\/([a-z]{2}-[A-Z]{2})\/([^/]+)\.json$/.exec(moduleId);
  if (!match) return null;
  const [, locale, namespace = ''] = match;
  return signIn.includes(namespace) ? `texts-${locale}` : `texts-${locale}-console`;
}

/** Texts worth compressing; images and fonts are compressed already. */
const compressible = /\.(js|mjs|css|html|svg|json|txt|map)$/;

/**
 * Writes a .br and a .gz beside every built text file of 1 KiB or more, once at build: the server sends them as
 * they are (@fastify/static preCompressed) to a browser that accepts them, and spends no CPU per request.
 */
function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'simdesk-precompress',
    apply: 'build',
    configResolved: (config) => {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle: () => {
      for (const name of readdirSync(outDir, { recursive: true, encoding: 'utf8' })) {
        const file = path.join(outDir, name);
        if (!compressible.test(file) || statSync(file).size < 1024) continue;
        const content = readFileSync(file);
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
        writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
      }
    },
  };
}

export default defineConfig({
  plugins: [react(), callAddresses(), precompress()],
  server: {
    host: '127.0.0.1',
    port: 5173,
    proxy: { '/api': apiTarget },
  },
  build: {
    outDir: 'dist',
    // bench/bundle-size.mjs reads the manifest to size the login page and each route chunk.
    manifest: true,
    chunkSizeWarningLimit: 1500,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Everything index.html loads before the first render in one chunk: one request, and one gzip
          // dictionary instead of some thirty small files (about 10 KiB less on the wire).
          groups: [{ name: localeChunkName }, { name: 'first-load', tags: ['$initial'] }],
        },
      },
    },
  },
});
