// After `vite build`: writes each public screen as it first looks (see
// src/prerender.tsx) to dist/prerendered/<name>.html (`index` for `/`),
// which the server puts into the page it sends for that path.
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'vite';

const web = fileURLToPath(new URL('..', import.meta.url));
// Inside the app's folder so that Node finds React for the built module.
const ssrDir = `${web}node_modules/.prerender`;
const outDir = `${web}dist/prerendered`;

await build({
  root: web,
  logLevel: 'warn',
  build: { ssr: 'src/prerender.tsx', outDir: ssrDir, emptyOutDir: true, copyPublicDir: false },
});
const { render, PRERENDERED_PATHS } = await import(pathToFileURL(`${ssrDir}/prerender.js`).href);

await rm(outDir, { recursive: true, force: true });
await mkdir(outDir, { recursive: true });
for (const path of PRERENDERED_PATHS) {
  // React hoists the hero's preload ahead of the markup; the server already
  // announces it in the page's Link header, and the root must hold only
  // what React hydrates.
  const html = (await render(path)).replace(/^(<link [^>]*>)+/, '');
  const name = path === '/' ? 'index' : path.slice(1);
  await writeFile(`${outDir}/${name}.html`, html);
}
await rm(ssrDir, { recursive: true, force: true });
console.log(`Prerendered ${PRERENDERED_PATHS.length} screens into dist/prerendered/`);
