// Writes one social-sharing image (1200×630 PNG, the og:image size) per documentation base path
// into static/images/social/. Plain Node: a tiny 5×7 bitmap font and zlib, no image library.
// Run: node scripts/generate-social-images.mjs
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const WIDTH = 1200;
const HEIGHT = 630;
const outDir = path.resolve(import.meta.dirname, '..', 'static', 'images', 'social');

// Base path segment → title on the image.
const SECTIONS = {
  default: 'Developer Center',
  'admin-api': 'Admin API',
  'dsa-api': 'DSA API',
  'click-api': 'Click API',
  'esign-rest-api': 'eSignature REST API',
  'esign-soap-api': 'eSignature SOAP API',
  'idevidence-api': 'ID Evidence API',
  'monitor-api': 'Monitor API',
  'notary-api': 'Notary API',
  'rooms-api': 'Rooms API',
  salesforce: 'Apex Toolkit',
  'tsp-api': 'TSP API',
  'clm-api': 'CLM API',
  'maestro-api': 'Maestro API',
  'mobile-sdks': 'Mobile SDKs',
  'navigator-api': 'Navigator API',
  'web-forms-api': 'Web Forms API',
  'connected-fields-api': 'Connected Fields API',
  'workspaces-api': 'Workspaces API',
  'docgensend-api': 'Doc Gen API',
};

// 5×7 glyphs, one string of five bits per row.
const FONT = {
  A: ['01110', '10001', '10001', '11111', '10001', '10001', '10001'],
  B: ['11110', '10001', '10001', '11110', '10001', '10001', '11110'],
  C: ['01110', '10001', '10000', '10000', '10000', '10001', '01110'],
  D: ['11110', '10001', '10001', '10001', '10001', '10001', '11110'],
  E: ['11111', '10000', '10000', '11110', '10000', '10000', '11111'],
  F: ['11111', '10000', '10000', '11110', '10000', '10000', '10000'],
  G: ['01110', '10001', '10000', '10111', '10001', '10001', '01111'],
  H: ['10001', '10001', '10001', '11111', '10001', '10001', '10001'],
  I: ['01110', '00100', '00100', '00100', '00100', '00100', '01110'],
  J: ['00111', '00010', '00010', '00010', '00010', '10010', '01100'],
  K: ['10001', '10010', '10100', '11000', '10100', '10010', '10001'],
  L: ['10000', '10000', '10000', '10000', '10000', '10000', '11111'],
  M: ['10001', '11011', '10101', '10101', '10001', '10001', '10001'],
  N: ['10001', '10001', '11001', '10101', '10011', '10001', '10001'],
  O: ['01110', '10001', '10001', '10001', '10001', '10001', '01110'],
  P: ['11110', '10001', '10001', '11110', '10000', '10000', '10000'],
  Q: ['01110', '10001', '10001', '10001', '10101', '10010', '01101'],
  R: ['11110', '10001', '10001', '11110', '10100', '10010', '10001'],
  S: ['01111', '10000', '10000', '01110', '00001', '00001', '11110'],
  T: ['11111', '00100', '00100', '00100', '00100', '00100', '00100'],
  U: ['10001', '10001', '10001', '10001', '10001', '10001', '01110'],
  V: ['10001', '10001', '10001', '10001', '10001', '01010', '00100'],
  W: ['10001', '10001', '10001', '10101', '10101', '10101', '01010'],
  X: ['10001', '10001', '01010', '00100', '01010', '10001', '10001'],
  Y: ['10001', '10001', '01010', '00100', '00100', '00100', '00100'],
  Z: ['11111', '00001', '00010', '00100', '01000', '10000', '11111'],
  ' ': ['00000', '00000', '00000', '00000', '00000', '00000', '00000'],
  '-': ['00000', '00000', '00000', '11111', '00000', '00000', '00000'],
  '/': ['00001', '00010', '00010', '00100', '01000', '01000', '10000'],
};

function hueOf(text) {
  let hash = 0;
  for (const char of text) hash = (hash * 31 + char.charCodeAt(0)) % 360;
  return hash;
}

function hslToRgb(h, s, l) {
  const k = (n) => (n + h / 30) % 12;
  const a = s * Math.min(l, 1 - l);
  const f = (n) => l - a * Math.max(-1, Math.min(k(n) - 3, Math.min(9 - k(n), 1)));
  return [f(0), f(8), f(4)].map((v) => Math.round(v * 255));
}

function drawText(pixels, text, x0, y0, scale, color) {
  let x = x0;
  for (const char of text.toUpperCase()) {
    const glyph = FONT[char] ?? FONT[' '];
    glyph.forEach((row, gy) => {
      [...row].forEach((bit, gx) => {
        if (bit !== '1') return;
        for (let dy = 0; dy < scale; dy++)
          for (let dx = 0; dx < scale; dx++) {
            const px = x + gx * scale + dx;
            const py = y0 + gy * scale + dy;
            if (px < WIDTH && py < HEIGHT) pixels.set(color, (py * WIDTH + px) * 3);
          }
      });
    });
    x += 6 * scale;
  }
}

function textWidth(text, scale) {
  return text.length * 6 * scale - scale;
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(buffer) {
  let c = 0xffffffff;
  for (const byte of buffer) c = CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type, data) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

function encodePng(pixels) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(WIDTH, 0);
  header.writeUInt32BE(HEIGHT, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  const raw = Buffer.alloc((WIDTH * 3 + 1) * HEIGHT);
  for (let y = 0; y < HEIGHT; y++)
    pixels.copy(raw, y * (WIDTH * 3 + 1) + 1, y * WIDTH * 3, (y + 1) * WIDTH * 3);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function image(section, title) {
  const pixels = Buffer.alloc(WIDTH * HEIGHT * 3);
  const background = hslToRgb(hueOf(section), 0.55, 0.22);
  const accent = hslToRgb(hueOf(section), 0.7, 0.6);
  for (let i = 0; i < WIDTH * HEIGHT; i++) pixels.set(background, i * 3);
  for (let y = 0; y < 16; y++)
    for (let x = 0; x < WIDTH; x++) pixels.set(accent, (y * WIDTH + x) * 3);
  const white = [255, 255, 255];
  const scale = Math.min(14, Math.floor((WIDTH - 160) / (title.length * 6)));
  drawText(pixels, title, (WIDTH - textWidth(title, scale)) >> 1, 250, scale, white);
  drawText(pixels, 'DEVELOPER CENTER', 80, 80, 5, accent);
  const route = section === 'default' ? '/' : `/DOCS/${section}/`;
  drawText(pixels, route, 80, HEIGHT - 110, 4, accent);
  return encodePng(pixels);
}

mkdirSync(outDir, { recursive: true });
for (const [section, title] of Object.entries(SECTIONS)) {
  const file = path.join(outDir, `${section}.png`);
  writeFileSync(file, image(section, title));
  console.info(`wrote ${path.relative(process.cwd(), file)}`);
}
