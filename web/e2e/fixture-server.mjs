// The map's tile server in the end-to-end tests (this machine has no
// internet, and a test never depends on it): every /tiles/{z}/{x}/{y}.png
// is fixtures/tile.png, sent with CORS as OpenStreetMap's are. /requests
// says how many tiles were asked for, so a test can tell they came from here.
// Usage: node e2e/tile-server.mjs PORT
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

const port = Number(process.argv[2]);
if (!Number.isInteger(port) || port <= 0) throw new Error('usage: node e2e/tile-server.mjs PORT');
const tile = readFileSync(new URL('./fixtures/tile.png', import.meta.url));
let served = 0;

createServer((request, response) => {
  const path = new URL(request.url ?? '/', 'http://localhost').pathname;
  if (/^\/tiles\/\d+\/\d+\/\d+\.png$/.test(path)) {
    served += 1;
    response.writeHead(200, { 'content-type': 'image/png', 'access-control-allow-origin': '*', 'cache-control': 'max-age=604800' });
    response.end(tile);
  } else if (path === '/requests') {
    response.writeHead(200, { 'content-type': 'application/json', 'access-control-allow-origin': '*' });
    response.end(JSON.stringify({ tiles: served }));
  } else if (path === '/healthz') {
    response.end('ok');
  } else {
    response.writeHead(404);
    response.end();
  }
}).listen(port, '127.0.0.1');
