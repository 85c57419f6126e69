import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import wasm from 'vite-plugin-wasm';
import { fileURLToPath } from 'node:url';

// The API and uploaded images come from the Rust server (scripts/run starts it on :8080).
const server = process.env.GUIDE_API_ORIGIN ?? 'http://localhost:8080';

export default defineConfig({
  plugins: [react(), wasm(), tailwindcss()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: {
    proxy: {
      '/api': server,
      '/image-proxy': server,
      '/public-objects': server,
    },
  },
  build: {
    target: 'es2022',
  },
  test: {
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'node',
  },
});
