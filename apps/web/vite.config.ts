import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// Every screen is a lazy route, so no manualChunks: the landing page loads only its own chunk.
export default defineConfig({
  plugins: [react()],
  server: { proxy: { '/api': 'http://localhost:3000', '/storage': 'http://localhost:3000' } },
  build: { outDir: 'dist', sourcemap: false, target: 'es2022' },
});
