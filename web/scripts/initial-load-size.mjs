// Prints what a first visit to `/` downloads from the built app (dist/):
// the entry script, the modules index.html preloads, its stylesheets and
// the WASM those modules import, each gzipped (level 9). Lazy route chunks
// are not counted: they load when their screen is visited.
// Usage: node scripts/initial-load-size.mjs [--max-kb N]   (after `vite build`)
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';

const dist = fileURLToPath(new URL('../dist', import.meta.url));
const html = readFileSync(join(dist, 'index.html'), 'utf8');
const assets = new Set();
for (const [, src] of html.matchAll(/<script[^>]+src="([^"]+)"/g)) assets.add(src);
for (const [, href] of html.matchAll(/<link[^>]+rel="(?:modulepreload|stylesheet)"[^>]+href="([^"]+)"/g)) assets.add(href);
for (const [, href] of html.matchAll(/<link[^>]+href="([^"]+)"[^>]+rel="(?:modulepreload|stylesheet)"/g)) assets.add(href);
// The WASM is fetched by a preloaded module, not by the HTML.
for (const asset of [...assets]) {
  if (!asset.endsWith('.js')) continue;
  const code = readFileSync(join(dist, asset), 'utf8');
  for (const [, name] of code.matchAll(/["'`](?:\/|\.\/)?(?:assets\/)?([\w.-]+\.wasm)["'`]/g)) assets.add(`/assets/${name}`);
}

const rows = [...assets].map((asset) => {
  const bytes = readFileSync(join(dist, asset));
  return { asset, kind: asset.split('.').pop(), raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
});
const kb = (n) => (n / 1024).toFixed(1);
for (const r of rows.sort((a, b) => b.gzip - a.gzip)) console.log(`${kb(r.gzip).padStart(7)} KB gz  ${kb(r.raw).padStart(7)} KB  ${r.asset}`);
const sum = (kinds) => rows.filter((r) => kinds.includes(r.kind)).reduce((t, r) => t + r.gzip, 0);
const jsCss = sum(['js', 'css']);
const wasm = sum(['wasm']);
console.log(`JS + CSS: ${kb(jsCss)} KB gz; WASM: ${kb(wasm)} KB gz; total: ${kb(jsCss + wasm)} KB gz`);

const maxIndex = process.argv.indexOf('--max-kb');
if (maxIndex > 0 && (jsCss + wasm) / 1024 > Number(process.argv[maxIndex + 1])) {
  console.error(`Initial load of / is over ${process.argv[maxIndex + 1]} KB gzipped`);
  process.exit(1);
}
