// Prints what a first visit to `/` downloads from the built app (dist/),
// each file gzipped (level 9; brotli 11, as the server sends it, beside),
// in two parts:
// - the page and what hydrates it: Home as the server sends it (`--page`,
//   the address of a running guide: rendered by the server with its content,
//   its reads and its stylesheet inside; else the build's bare index.html),
//   the page's script, the modules index.html preloads, its stylesheets,
//   the app that script imports once the page has painted (src/main.tsx and
//   what it imports statically) and any WASM those modules fetch;
// - after it: Home's lists and what they import (core and its WASM), which
//   load while the hero is already on screen.
// Other screens' chunks are not counted: they load when visited.
// Usage: node scripts/initial-load-size.mjs [--page URL] [--max-kb N] [--max-total-kb N] [--max-code-kb N]
//   --max-kb: limit of the first part; --max-total-kb: of the whole visit;
//   --max-code-kb: of the whole visit but the page itself, the app's code
//   (its JS, CSS and WASM), which no day's content changes.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';

const HOME_LISTS = 'src/app/routes/HomeLists.tsx';

const dist = fileURLToPath(new URL('../dist', import.meta.url));
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));

const pageAt = process.argv.includes('--page') ? process.argv[process.argv.indexOf('--page') + 1] : null;
// The page itself, by the name it is reported under.
const PAGE = pageAt ? 'index.html (as the server sends /)' : 'index.html';
const page = pageAt ? Buffer.from(await (await fetch(pageAt, { headers: { 'accept-encoding': 'identity' } })).arrayBuffer()) : readFileSync(join(dist, 'index.html'));
const firstPaint = new Set([PAGE]);
// What the page loads: its own tags (a page rendered by the server has its
// stylesheet inside).
const tags = page.toString('utf8');
for (const [, src] of tags.matchAll(/<script[^>]+src="\/([^"]+)"/g)) firstPaint.add(src);
for (const [, href] of tags.matchAll(/<link[^>]+rel="(?:modulepreload|stylesheet)"[^>]+href="\/([^"]+)"/g)) firstPaint.add(href);
for (const [, href] of tags.matchAll(/<link[^>]+href="\/([^"]+)"[^>]+rel="(?:modulepreload|stylesheet)"/g)) firstPaint.add(href);
// A chunk's own files: its script, its stylesheets and what it fetches (the WASM).
const filesOf = (chunk) => [chunk.file, ...(chunk.css ?? []), ...(chunk.assets ?? []).filter((a) => a.endsWith('.wasm'))];
// The app the page's script imports after the first paint, with its static imports.
const app = ['src/main.tsx'];
while (app.length > 0) {
  const chunk = manifest[app.pop()];
  if (!chunk || firstPaint.has(chunk.file)) continue;
  firstPaint.add(chunk.file);
  app.push(...(chunk.imports ?? []));
}
if (!manifest['src/main.tsx']) throw new Error('src/main.tsx is not in the build manifest');
// The words of the page's language (src/lib/i18n.tsx), a chunk the app
// loads before it takes the page over.
const lang = tags.match(/<html lang="([^"]+)"/)?.[1] ?? 'en';
const catalog = manifest[`../core/locales/${lang}/guide.ftl?raw`];
if (!catalog) throw new Error(`the build has no catalog for the page's language '${lang}'`);
firstPaint.add(catalog.file);
// (Its WASM is Home's lists' and is counted with them: the page's script
// only starts its download beside the app's.)
for (const chunk of Object.values(manifest)) {
  if (firstPaint.has(chunk.file)) filesOf(chunk).filter((f) => !f.endsWith('.wasm') && !(pageAt && f.endsWith('.css'))).forEach((f) => firstPaint.add(f));
}

// Home's lists, with every chunk they import, directly or not.
const afterPaint = new Set();
const todo = [HOME_LISTS];
const seen = new Set();
while (todo.length > 0) {
  const key = todo.pop();
  if (seen.has(key) || !manifest[key]) continue;
  seen.add(key);
  for (const file of filesOf(manifest[key])) if (!firstPaint.has(file)) afterPaint.add(file);
  todo.push(...(manifest[key].imports ?? []));
}
if (!seen.has(HOME_LISTS)) throw new Error(`${HOME_LISTS} is not in the build manifest`);

const kb = (n) => (n / 1024).toFixed(1);
function report(title, files) {
  const rows = [...files].map((file) => {
    const bytes = file === PAGE ? page : readFileSync(join(dist, file));
    const br = brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
    return { file, kind: file === PAGE ? 'html' : file.split('.').pop(), raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length, br };
  });
  console.log(title);
  for (const r of rows.sort((a, b) => b.gzip - a.gzip)) {
    console.log(`${kb(r.gzip).padStart(7)} KB gz  ${kb(r.br).padStart(7)} KB br  ${kb(r.raw).padStart(7)} KB  /${r.file}`);
  }
  const sum = (kinds, key = 'gzip') => rows.filter((r) => kinds.includes(r.kind)).reduce((t, r) => t + r[key], 0);
  const [jsCss, wasm] = [sum(['html', 'js', 'css']), sum(['wasm'])];
  html += sum(['html']);
  // The budget is counted gzipped; brotli is what the server sends browsers that take it.
  console.log(`HTML + JS + CSS: ${kb(jsCss)} KB gz; WASM: ${kb(wasm)} KB gz; total: ${kb(jsCss + wasm)} KB gz (${kb(sum(['html', 'js', 'css', 'wasm'], 'br'))} KB as sent, brotli)\n`);
  return jsCss + wasm;
}
let html = 0;
const paint = report('The page of / and what takes it over', firstPaint);
const after = report('After it (Home\'s lists, core and its WASM)', afterPaint);
console.log(`Whole first visit to /: ${kb(paint + after)} KB gz, of which the app's code ${kb(paint + after - html)} KB gz`);

function limit(flag, bytes, what) {
  const index = process.argv.indexOf(flag);
  if (index > 0 && bytes / 1024 > Number(process.argv[index + 1])) {
    console.error(`${what} is over ${process.argv[index + 1]} KB gzipped`);
    process.exitCode = 1;
  }
}
limit('--max-kb', paint, 'The page of / and what takes it over');
limit('--max-total-kb', paint + after, 'The whole first visit to /');
limit('--max-code-kb', paint + after - html, "The app's code in the first visit to /");
