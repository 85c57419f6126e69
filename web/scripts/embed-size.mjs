// What a partner's page downloads for the guide's widget (#38): /embed.js
// and the widget's styles (which come inside its list's markup,
// /embed/events/fragment), each gzipped at level 9 as the initial-load
// guard counts. The list's words are content and are not counted: they
// grow with the limit a partner chooses.
// Usage: node scripts/embed-size.mjs GUIDE_URL [--max-kb N]
import { gzipSync } from 'node:zlib';

const [guide] = process.argv.slice(2);
const max = process.argv.includes('--max-kb') ? Number(process.argv[process.argv.indexOf('--max-kb') + 1]) : Infinity;

const text = async (path) => {
  const answer = await fetch(`${guide}${path}`);
  if (!answer.ok) throw new Error(`${path}: ${answer.status}`);
  return answer.text();
};
const script = await text('/embed.js');
const fragment = await text('/embed/events/fragment');
const styles = fragment.match(/^<style>([\s\S]*?)<\/style>/)?.[1];
if (!styles) throw new Error('the widget’s markup does not begin with its styles');

const kb = (body) => gzipSync(body, { level: 9 }).length / 1024;
const parts = [
  ['/embed.js', kb(script)],
  ['its styles', kb(styles)],
];
const total = parts.reduce((sum, [, size]) => sum + size, 0);
for (const [name, size] of parts) console.log(`${name.padEnd(12)} ${size.toFixed(1)} KB gzipped`);
console.log(`${'widget'.padEnd(12)} ${total.toFixed(1)} KB gzipped (limit ${max} KB)`);
if (total > max) {
  console.error(`The widget is ${total.toFixed(1)} KB gzipped, over its ${max} KB.`);
  process.exit(1);
}
