// `npm run bench`: size and speed figures as JSON, checked against the budgets of DESIGN.md.
// First-load JS of a route = the entry chunk, the route's screen chunk and everything they import statically.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

const manifest = JSON.parse(readFileSync('dist/.vite/manifest.json', 'utf8'));

function staticClosure(keys) {
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const imported of manifest[key].imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return [...seen].map((key) => manifest[key].file).filter((file) => file.endsWith('.js'));
}

function gzipBytes(files) {
  return files.reduce((sum, file) => sum + gzipSync(readFileSync(`dist/${file}`), { level: 9 }).length, 0);
}

const routes = { home: 'src/screens/home/HomeScreen.tsx' };
const figures = {};
for (const [route, screen] of Object.entries(routes)) {
  const files = staticClosure(['index.html', screen]);
  const bytes = gzipBytes(files);
  figures[route] = { gzipBytes: bytes, kB: Math.round(bytes / 102.4) / 10, files: files.length };
}

const budgetKb = 150;
const result = {
  firstLoadJs: { ...figures, budgetKb, withinBudget: figures.home.kB <= budgetKb },
};
console.log(JSON.stringify(result, null, 2));
