// Draws the install icons once (public/icons/*.png, committed): the OpenMoji waving hand on the brand blue, in the
// sizes the web app manifest names, plus a maskable one whose hand stays inside the safe zone. No image library is
// needed: Chromium renders an SVG and takes the screenshot. Run: node scripts/make-icons.mjs
import { readFileSync } from 'node:fs';
import { chromium } from '@playwright/test';

const BRAND = '#1d4ed8'; // --primary in src/styles/global.css
const hand = readFileSync('node_modules/openmoji/color/svg/1F44B.svg', 'utf8');
const handUrl = `data:image/svg+xml;base64,${Buffer.from(hand).toString('base64')}`;

/** size px; handShare = the hand's width as a share of the icon; round = rounded corners (plain icons only). */
const ICONS = [
  { file: 'icon-192.png', size: 192, handShare: 0.78, round: true },
  { file: 'icon-512.png', size: 512, handShare: 0.78, round: true },
  // Maskable: the platform crops to its own shape; the safe zone is the centre circle of 80% diameter.
  { file: 'icon-maskable-512.png', size: 512, handShare: 0.68, round: false },
  { file: 'apple-touch-icon-180.png', size: 180, handShare: 0.7, round: false },
];

function page({ size, handShare, round }) {
  const radius = round ? Math.round(size * 0.22) : 0;
  const handSize = Math.round(size * handShare);
  return `<!doctype html><html><body style="margin:0;background:transparent">
    <div style="width:${size}px;height:${size}px;background:${BRAND};border-radius:${radius}px;display:grid;place-items:center">
      <img src="${handUrl}" width="${handSize}" height="${handSize}" alt="">
    </div></body></html>`;
}

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
try {
  for (const icon of ICONS) {
    const tab = await browser.newPage({ viewport: { width: icon.size, height: icon.size } });
    await tab.setContent(page(icon));
    await tab.locator('img').evaluate((img) => img.decode());
    await tab.screenshot({ path: `public/icons/${icon.file}`, omitBackground: true });
    await tab.close();
    console.log(`public/icons/${icon.file}`);
  }
} finally {
  await browser.close();
}
