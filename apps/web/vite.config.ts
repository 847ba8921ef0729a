import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// Every screen is a lazy route, so no manualChunks: the landing page loads only its own chunk.
// `vite build --ssr` builds the server's entry (src/entry-server.tsx) into dist-server, one file with
// its packages inside, which the server imports at start (docs/decisions/099).
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react()],
  server: { proxy: { '/api': 'http://localhost:3000', '/storage': 'http://localhost:3000' } },
  build: isSsrBuild
    ? { outDir: 'dist-server', sourcemap: false, target: 'node20', copyPublicDir: false }
    : // The manifest tells the server which chunk and stylesheets a rendered page needs (dist/.vite, not served).
      { outDir: 'dist', sourcemap: false, target: 'es2022', manifest: true },
  ssr: { noExternal: true },
  // The server entry bundles React: without this its runtime test of NODE_ENV, unset under `npm start`,
  // picked React's development builds, several times slower to render (docs/decisions/118).
  define: isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {},
}));
