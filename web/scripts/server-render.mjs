// After `vite build`: bundles the server renderer (src/server-render.tsx)
// into one script, dist/.server/render.js, which the Rust server runs in
// its JavaScript engine to write the first HTML of public pages.
import { build } from 'vite';
import { fileURLToPath } from 'node:url';

const web = fileURLToPath(new URL('..', import.meta.url));
// `--debug`: React's development build, whose pages say why a part could
// not be rendered (in `<template data-msg>`), unminified.
const debug = process.argv.includes('--debug');

await build({
  root: web,
  logLevel: 'warn',
  ...(debug ? { mode: 'development' } : {}),
  define: {
    // The polyfills (src/server-globals.ts) look for the global object as
    // `global`, Node's name: the engine has only the standard one.
    global: 'globalThis',
    // What the server never renders (the dashboard) stays out of its bundle.
    'import.meta.env.SERVER_RENDER': 'true',
    ...(debug ? { 'process.env.NODE_ENV': '"development"' } : {}),
  },
  build: {
    ssr: 'src/server-render.tsx',
    outDir: 'dist/.server',
    emptyOutDir: true,
    copyPublicDir: false,
    // Read by the engine once per renderer, never by a browser.
    minify: !debug,
    manifest: false,
    // Core's packages are the server's own, compiled natively
    // (server/src/web/render_core.rs).
    rolldownOptions: { external: [/^guide-core-wasm/], output: { entryFileNames: 'render.js' } },
  },
});
console.log('Bundled the server renderer into dist/.server/render.js');
