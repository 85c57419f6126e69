// After the app's build: bundles the partners' widget (src/embed/embed.ts)
// into dist/.server/embed.js, one small module with nothing of the app in
// it, which the server serves at /embed.js with its element's name given
// ahead of it (server/src/embed/mod.rs).
import { build } from 'vite';
import { fileURLToPath } from 'node:url';

const web = fileURLToPath(new URL('..', import.meta.url));

await build({
  root: web,
  configFile: false,
  logLevel: 'warn',
  build: {
    lib: { entry: 'src/embed/embed.ts', formats: ['es'], fileName: () => 'embed.js' },
    outDir: 'dist/.server',
    emptyOutDir: false,
    copyPublicDir: false,
    minify: true,
    target: 'es2022',
  },
});
console.log('Bundled the widget into dist/.server/embed.js');
