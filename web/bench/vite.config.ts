import { defineConfig } from 'vite';
import wasm from 'vite-plugin-wasm';
import { fileURLToPath } from 'node:url';

// Builds the benchmark page on its own; it is never part of the app.
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [wasm()],
  build: {
    target: 'es2022',
    outDir: 'dist',
    emptyOutDir: true,
    // The filters and search, and the trip planner (run on the phone profile).
    rollupOptions: { input: { index: 'index.html', trip: 'trip.html' } },
  },
  logLevel: 'warn',
});
