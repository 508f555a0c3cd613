import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiTarget = process.env.SIMDESK_API_URL ?? 'http://127.0.0.1:8080';

/** One chunk per language for the contract's locale files: a language's namespaces arrive in one request. */
function localeChunkName(moduleId: string): string | null {
  const locale = /\/locales\/([a-z]{2}-[A-Z]{2})\/[^/]+\.json$/.exec(moduleId)?.[1];
  return locale === undefined ? null : `texts-${locale}`;
}

export default defineConfig({
  plugins: [react()],
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
    rolldownOptions: { output: { codeSplitting: { groups: [{ name: localeChunkName }] } } },
  },
});
