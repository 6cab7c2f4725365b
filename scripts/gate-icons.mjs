// Draws the installable console's icons (issue 21: the PWA manifest in vite.config.ts) from the
// logo, into public/icons: 192 and 512 px, and a 512 px "maskable" one whose logo sits inside
// the safe circle on the logo's green, so a launcher's round or squircle mask cuts no part of it.
// The PNGs are committed; run `node scripts/gate-icons.mjs` again after changing public/logo.svg.
import { readFile } from 'node:fs/promises';
import sharp from 'sharp';

const GREEN = '#1b5e20';
const logo = await readFile(new URL('../public/logo.svg', import.meta.url));
const out = (name) => new URL(`../public/icons/${name}`, import.meta.url).pathname;

for (const size of [192, 512]) {
  await sharp(logo, { density: 72 * (size / 64) })
    .resize(size, size)
    .png()
    .toFile(out(`gate-${size}.png`));
}

// The safe zone of a maskable icon is the middle 80% circle: the logo takes 70% of the side.
const inner = Math.round(512 * 0.7);
const small = await sharp(logo, { density: 72 * (inner / 64) })
  .resize(inner, inner)
  .png()
  .toBuffer();
await sharp({ create: { width: 512, height: 512, channels: 4, background: GREEN } })
  .composite([{ input: small, gravity: 'center' }])
  .png()
  .toFile(out('gate-maskable-512.png'));
console.log('gate icons written to public/icons');
