import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { serverOnlyGuard } from './tooling/vite-server-only-guard.ts';

// One config for the browser bundle (manifest for the server) and the SSR entry.
export default defineConfig({
  // The guard fails the browser build when a server/ or *.server.ts module would enter it.
  plugins: [serverOnlyGuard(), react()],
  publicDir: 'client/public',
  build: {
    manifest: true,
    outDir: 'dist/client',
    emptyOutDir: true,
    // Maps are written for error reporting but the bundles do not name them ('hidden': no
    // sourceMappingURL comment), and the BFF serves *.map only when PUBLIC_SOURCE_MAPS=true.
    sourcemap: 'hidden',
    rollupOptions: { input: 'client/entry-client.tsx' },
  },
  ssr: {
    // Server-only modules must never be pulled into either bundle.
    noExternal: [],
  },
});
