// The end-to-end tests' stand-in for the rest of the web (this machine has
// no internet, and a test never depends on it):
// - every /tiles/{z}/{x}/{y}.png is fixtures/tile.png, sent with CORS as
//   OpenStreetMap's are; /requests says how many tiles were asked for, so
//   a test can tell they came from here;
// - /pages/{name} is a venue's page that a test writes (PUT, its body and
//   content type, and an x-delay-ms header to answer that much later: a
//   slow site) and changes between the guide's reads; GET /pages/{name}
//   serves it, and 404 until it is written (a page that broke). The guide
//   reaches it through its fetch allow-list.
// - /weather/points/{lat},{lon} and the forecast it names answer as the
//   National Weather Service's api.weather.gov does: a week from today in
//   the city, showers likely every day (the trip planner's forecast).
// - /osrm/table/v1/driving/{lon,lat;…} answers as an OSRM server's table
//   service does: 1,234 s by car between any two of the points (the trip
//   planner's driving times, GUIDE_ROUTING_URL).
// Usage: node e2e/fixture-server.mjs PORT
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

const port = Number(process.argv[2]);
if (!Number.isInteger(port) || port <= 0) throw new Error('usage: node e2e/fixture-server.mjs PORT');
const tile = readFileSync(new URL('./fixtures/tile.png', import.meta.url));
let served = 0;
/** name → { type, body } */
const pages = new Map();

/** The city's `YYYY-MM-DD`, `days` from today. */
function cityDay(days) {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
  const day = new Date(`${today}T12:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}

/** A week of day and night periods, as api.weather.gov writes them. */
function forecast() {
  const periods = [];
  for (let days = 0; days < 7; days++) {
    for (const [daytime, hour, temperature] of [
      [true, '06', 78],
      [false, '18', 63],
    ]) {
      periods.push({
        number: periods.length + 1,
        name: daytime ? 'Today' : 'Tonight',
        startTime: `${cityDay(days)}T${hour}:00:00-05:00`,
        endTime: `${cityDay(days)}T${hour}:00:00-05:00`,
        isDaytime: daytime,
        temperature,
        temperatureUnit: 'F',
        probabilityOfPrecipitation: { unitCode: 'wmoUnit:percent', value: 70 },
        shortForecast: 'Showers Likely',
        detailedForecast: 'Showers likely.',
      });
    }
  }
  return { type: 'Feature', properties: { units: 'us', periods } };
}

createServer((request, response) => {
  const path = new URL(request.url ?? '/', 'http://localhost').pathname;
  if (path.startsWith('/weather/')) {
    const body = path.startsWith('/weather/points/')
      ? { type: 'Feature', properties: { gridId: 'TBW', gridX: 63, gridY: 86, forecast: `http://127.0.0.1:${port}/weather/gridpoints/TBW/63,86/forecast` } }
      : forecast();
    response.writeHead(200, { 'content-type': 'application/geo+json' });
    response.end(JSON.stringify(body));
    return;
  }
  const table = /^\/osrm\/table\/v1\/driving\/([-\d.,;]+)$/.exec(path)?.[1];
  if (table) {
    const count = table.split(';').length;
    const durations = Array.from({ length: count }, (_row, from) => Array.from({ length: count }, (_cell, to) => (from === to ? 0 : 1234)));
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ code: 'Ok', durations, sources: [], destinations: [] }));
    return;
  }
  const page = /^\/pages\/([\w-]+)$/.exec(path)?.[1];
  if (/^\/tiles\/\d+\/\d+\/\d+\.png$/.test(path)) {
    served += 1;
    response.writeHead(200, { 'content-type': 'image/png', 'access-control-allow-origin': '*', 'cache-control': 'max-age=604800' });
    response.end(tile);
  } else if (path === '/requests') {
    response.writeHead(200, { 'content-type': 'application/json', 'access-control-allow-origin': '*' });
    response.end(JSON.stringify({ tiles: served }));
  } else if (page && request.method === 'PUT') {
    const chunks = [];
    request.on('data', (chunk) => chunks.push(chunk));
    request.on('end', () => {
      pages.set(page, {
        type: request.headers['content-type'] ?? 'text/html; charset=utf-8',
        body: Buffer.concat(chunks),
        delay: Number(request.headers['x-delay-ms'] ?? 0),
      });
      response.writeHead(204);
      response.end();
    });
  } else if (page && pages.has(page)) {
    const { type, body, delay } = pages.get(page);
    setTimeout(() => {
      response.writeHead(200, { 'content-type': type, 'cache-control': 'no-store' });
      response.end(body);
    }, delay);
  } else if (path === '/healthz') {
    response.end('ok');
  } else {
    response.writeHead(404, { 'content-type': 'text/plain' });
    response.end('Not found');
  }
}).listen(port, '127.0.0.1');
