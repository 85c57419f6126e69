// After the app's build: the API's reference page's assets (/api/docs, see
// server/src/api/openapi.rs) into dist/api-docs/: Swagger UI's bundle and
// styles from npm (swagger-ui-dist, never a CDN) and the page's starter
// (api-docs/start.js), each also compressed once (brotli 11, gzip 9) as
// the app's assets are.
import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const web = fileURLToPath(new URL('..', import.meta.url));
const swagger = dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));
const out = join(web, 'dist/api-docs');
mkdirSync(out, { recursive: true });

const files = [
  [join(swagger, 'swagger-ui-bundle.js'), 'swagger-ui-bundle.js'],
  [join(swagger, 'swagger-ui.css'), 'swagger-ui.css'],
  [join(swagger, 'LICENSE'), 'LICENSE.txt'],
  [join(web, 'api-docs/start.js'), 'start.js'],
];
for (const [from, name] of files) {
  const to = join(out, name);
  copyFileSync(from, to);
  if (name === 'LICENSE.txt') continue;
  const bytes = readFileSync(to);
  writeFileSync(`${to}.br`, brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
  writeFileSync(`${to}.gz`, gzipSync(bytes, { level: 9 }));
}
console.log('Copied the API reference page’s assets into dist/api-docs');
