// Draws the seed's images and PDFs into supabase/seed/storage/<bucket>/<folder>/<name>, the
// folders config.toml uploads as each bucket's objects_path. The output is committed; run
// `node supabase/scripts/generate-seed-assets.ts` again only to change the pictures.
// Everything is drawn from SVG (sharp) and pdf-lib, so the seed carries no third-party media.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { PDFDocument, type PDFFont, rgb, StandardFonts } from 'pdf-lib';
import sharp from 'sharp';
import { SCHOOL } from '../../packages/core/src/constants.ts';
import { STORAGE, type StorageLocation } from '../../packages/core/src/storage.ts';

const storageRoot = join(import.meta.dirname, '..', 'seed', 'storage');
const SANS = "'DejaVu Sans', 'Noto Sans', sans-serif";
const SERIF = "'DejaVu Serif', 'Noto Serif', serif";
/** Above this an image is redrawn smaller or with a lower quality: the seed should stay light. */
const MAX_BYTES = 45_000;
/** pdf-lib stamps the current time otherwise, which would change the files on every run. */
const PDF_DATE = new Date('2025-01-06T00:00:00Z');

type Format = 'jpeg' | 'webp' | 'png';

/** A seed file's `<bucket>/<folder>/<name>`: where config.toml uploads it and seed.sql's URLs point. */
function objectFile(location: StorageLocation, name: string): string {
  return [location.bucket, location.folder, name].filter(Boolean).join('/');
}

interface Palette {
  sky: [string, string];
  sun: string;
  hills: [string, string, string];
  accent: string;
}

const palettes = {
  dawn: { sky: ['#fde2c4', '#f7a072'], sun: '#fff4e0', hills: ['#c96f53', '#9c4f3d', '#6b2f2a'], accent: '#ffffff' },
  teal: { sky: ['#d7f0ee', '#7cc4bd'], sun: '#fffbe8', hills: ['#3f9a8f', '#2c7169', '#1c4b46'], accent: '#ffffff' },
  violet: { sky: ['#ece3f7', '#a889cf'], sun: '#fff6e6', hills: ['#7a5aa6', '#5a3f80', '#3a2856'], accent: '#ffffff' },
  gold: { sky: ['#fff3cf', '#f2c14e'], sun: '#fffdf2', hills: ['#c98f2a', '#93661d', '#5c4013'], accent: '#ffffff' },
  dusk: { sky: ['#1f2a52', '#d46a6a'], sun: '#ffd9a0', hills: ['#5b3a5e', '#3d2846', '#241a30'], accent: '#ffe9c7' },
  green: { sky: ['#e6f4dc', '#9fcf8a'], sun: '#fffbe6', hills: ['#5f9e4a', '#427535', '#2b4f23'], accent: '#ffffff' },
  rose: { sky: ['#fde4ea', '#e98aa3'], sun: '#fff8f0', hills: ['#b85a76', '#8c4058', '#5e2a3b'], accent: '#ffffff' },
  night: { sky: ['#0f1b3d', '#3c5a99'], sun: '#f6f1d5', hills: ['#22345f', '#18264a', '#0e1833'], accent: '#fff4c2' },
} satisfies Record<string, Palette>;

type Motif = 'chapel' | 'school' | 'book' | 'people' | 'graduates' | 'palms' | 'river' | 'star' | 'lamp' | 'table';

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

function hills(width: number, height: number, colors: [string, string, string]): string {
  const layer = (base: number, amplitude: number, phase: number, color: string) => {
    const points: string[] = [`M 0 ${height}`, `L 0 ${base}`];
    const steps = 6;
    for (let i = 0; i < steps; i++) {
      const x1 = (width / steps) * (i + 0.5);
      const x2 = (width / steps) * (i + 1);
      const dy = Math.sin(i * 1.7 + phase) * amplitude;
      points.push(`Q ${x1.toFixed(1)} ${(base - dy).toFixed(1)} ${x2.toFixed(1)} ${(base - dy / 3).toFixed(1)}`);
    }
    points.push(`L ${width} ${height} Z`);
    return `<path d="${points.join(' ')}" fill="${color}"/>`;
  };
  return [
    layer(height * 0.62, height * 0.06, 0.3, colors[0]),
    layer(height * 0.72, height * 0.05, 1.9, colors[1]),
    layer(height * 0.84, height * 0.04, 3.1, colors[2]),
  ].join('');
}

function chapel(x: number, ground: number, size: number, color: string, glow: string): string {
  const w = size;
  const h = size * 0.7;
  const top = ground - h;
  return `<g fill="${color}">
    <rect x="${x}" y="${top}" width="${w}" height="${h}"/>
    <polygon points="${x - w * 0.08},${top} ${x + w / 2},${top - h * 0.55} ${x + w * 1.08},${top}"/>
    <rect x="${x + w * 0.38}" y="${top - h * 1.25}" width="${w * 0.24}" height="${h * 0.9}"/>
    <polygon points="${x + w * 0.34},${top - h * 1.25} ${x + w / 2},${top - h * 1.6} ${x + w * 0.66},${top - h * 1.25}"/>
    <rect x="${x + w * 0.485}" y="${top - h * 1.95}" width="${w * 0.03}" height="${h * 0.38}"/>
    <rect x="${x + w * 0.44}" y="${top - h * 1.85}" width="${w * 0.12}" height="${w * 0.03}"/>
  </g>
  <g fill="${glow}" opacity="0.85">
    <path d="M ${x + w * 0.42} ${ground} v ${-h * 0.42} a ${w * 0.08} ${w * 0.08} 0 0 1 ${w * 0.16} 0 v ${h * 0.42} z"/>
    <rect x="${x + w * 0.12}" y="${top + h * 0.25}" width="${w * 0.12}" height="${h * 0.28}" rx="${w * 0.06}"/>
    <rect x="${x + w * 0.76}" y="${top + h * 0.25}" width="${w * 0.12}" height="${h * 0.28}" rx="${w * 0.06}"/>
  </g>`;
}

function school(x: number, ground: number, size: number, color: string, glow: string): string {
  const w = size * 1.8;
  const h = size * 0.55;
  const top = ground - h;
  const windows: string[] = [];
  for (let row = 0; row < 2; row++) {
    for (let col = 0; col < 8; col++) {
      if (col === 3 || col === 4) continue;
      windows.push(
        `<rect x="${x + w * 0.05 + col * w * 0.115}" y="${top + h * 0.18 + row * h * 0.38}" width="${w * 0.06}" height="${h * 0.2}"/>`,
      );
    }
  }
  return `<g fill="${color}">
    <rect x="${x}" y="${top}" width="${w}" height="${h}"/>
    <polygon points="${x + w * 0.36},${top} ${x + w / 2},${top - h * 0.45} ${x + w * 0.64},${top}"/>
    <rect x="${x + w * 0.36}" y="${top}" width="${w * 0.28}" height="${h}"/>
  </g>
  <g fill="${glow}" opacity="0.8">${windows.join('')}
    <rect x="${x + w * 0.46}" y="${ground - h * 0.45}" width="${w * 0.08}" height="${h * 0.45}"/>
    <circle cx="${x + w / 2}" cy="${top - h * 0.12}" r="${h * 0.09}"/>
  </g>`;
}

function openBook(cx: number, cy: number, size: number, page: string, edge: string): string {
  const w = size;
  const h = size * 0.42;
  const lines: string[] = [];
  for (let i = 0; i < 5; i++) {
    const y = cy - h * 0.55 + i * h * 0.2;
    lines.push(`<path d="M ${cx - w * 0.42} ${y} Q ${cx - w * 0.22} ${y - h * 0.08} ${cx - w * 0.06} ${y}"/>`);
    lines.push(`<path d="M ${cx + w * 0.06} ${y} Q ${cx + w * 0.22} ${y - h * 0.08} ${cx + w * 0.42} ${y}"/>`);
  }
  return `<g>
    <path d="M ${cx} ${cy + h * 0.35} Q ${cx - w * 0.25} ${cy + h * 0.1} ${cx - w / 2} ${cy + h * 0.3} L ${cx - w / 2} ${cy - h * 0.7} Q ${cx - w * 0.25} ${cy - h * 0.9} ${cx} ${cy - h * 0.7} Z" fill="${page}"/>
    <path d="M ${cx} ${cy + h * 0.35} Q ${cx + w * 0.25} ${cy + h * 0.1} ${cx + w / 2} ${cy + h * 0.3} L ${cx + w / 2} ${cy - h * 0.7} Q ${cx + w * 0.25} ${cy - h * 0.9} ${cx} ${cy - h * 0.7} Z" fill="${page}" opacity="0.92"/>
    <g stroke="${edge}" stroke-width="${Math.max(1.5, size * 0.008)}" fill="none" opacity="0.55">${lines.join('')}</g>
    <rect x="${cx - 1.5}" y="${cy - h * 0.7}" width="3" height="${h * 1.05}" fill="${edge}" opacity="0.6"/>
  </g>`;
}

function person(x: number, ground: number, height: number, color: string, capped: boolean): string {
  const head = height * 0.13;
  const cap = capped
    ? `<polygon points="${x - head * 1.4},${ground - height + head * 0.2} ${x},${ground - height - head * 0.35} ${x + head * 1.4},${ground - height + head * 0.2} ${x},${ground - height + head * 0.6}"/>`
    : `<circle cx="${x + head * 0.75}" cy="${ground - height + head * 0.9}" r="${head * 0.45}"/>`;
  return `<g fill="${color}">
    <circle cx="${x}" cy="${ground - height + head * 1.2}" r="${head}"/>
    ${cap}
    <path d="M ${x - height * 0.2} ${ground} Q ${x - height * 0.2} ${ground - height * 0.62} ${x} ${ground - height * 0.66} Q ${x + height * 0.2} ${ground - height * 0.62} ${x + height * 0.2} ${ground} Z"/>
  </g>`;
}

function palm(x: number, ground: number, height: number, color: string): string {
  const topX = x + height * 0.15;
  const topY = ground - height;
  const fronds: string[] = [];
  for (let i = 0; i < 7; i++) {
    const angle = -Math.PI + (i / 6) * Math.PI;
    const ex = topX + Math.cos(angle) * height * 0.42;
    const ey = topY + Math.sin(angle) * height * 0.18 + height * 0.12;
    const mx = topX + Math.cos(angle) * height * 0.2;
    const my = topY + Math.sin(angle) * height * 0.3 - height * 0.05;
    fronds.push(
      `<path d="M ${topX} ${topY} Q ${mx.toFixed(1)} ${my.toFixed(1)} ${ex.toFixed(1)} ${ey.toFixed(1)}" stroke="${color}" stroke-width="${height * 0.045}" fill="none" stroke-linecap="round"/>`,
    );
  }
  return `<path d="M ${x} ${ground} Q ${x + height * 0.02} ${ground - height * 0.5} ${topX} ${topY}" stroke="${color}" stroke-width="${height * 0.05}" fill="none"/>${fronds.join('')}`;
}

function star(cx: number, cy: number, r: number, color: string): string {
  const points: string[] = [];
  for (let i = 0; i < 10; i++) {
    const radius = i % 2 === 0 ? r : r * 0.42;
    const angle = -Math.PI / 2 + (i * Math.PI) / 5;
    points.push(`${(cx + Math.cos(angle) * radius).toFixed(1)},${(cy + Math.sin(angle) * radius).toFixed(1)}`);
  }
  return `<polygon points="${points.join(' ')}" fill="${color}"/>`;
}

function motif(kind: Motif, width: number, height: number, palette: Palette): string {
  const ground = height * 0.84;
  const ink = palette.hills[2];
  switch (kind) {
    case 'chapel':
      return chapel(width * 0.58, ground, height * 0.3, ink, palette.sun);
    case 'school':
      return school(width * 0.42, ground, height * 0.42, ink, palette.sun);
    case 'book':
      return openBook(width * 0.68, height * 0.66, height * 0.62, palette.sun, ink);
    case 'people':
      return [0, 1, 2, 3, 4]
        .map((i) =>
          person(width * (0.5 + i * 0.08), ground + height * 0.02, height * (0.32 + (i % 2) * 0.05), ink, false),
        )
        .join('');
    case 'graduates':
      return [0, 1, 2, 3]
        .map((i) =>
          person(width * (0.52 + i * 0.1), ground + height * 0.02, height * (0.34 + (i % 2) * 0.04), ink, true),
        )
        .join('');
    case 'palms':
      return [palm(width * 0.62, ground, height * 0.45, ink), palm(width * 0.78, ground, height * 0.36, ink)].join('');
    case 'river':
      return `<path d="M 0 ${height * 0.8} Q ${width * 0.5} ${height * 0.7} ${width} ${height * 0.78} L ${width} ${height * 0.9} Q ${width * 0.5} ${height * 0.82} 0 ${height * 0.92} Z" fill="${palette.sky[0]}" opacity="0.75"/>
        ${chapel(width * 0.7, height * 0.72, height * 0.18, ink, palette.sun)}`;
    case 'star':
      return `${star(width * 0.86, height * 0.2, height * 0.09, palette.accent)}${chapel(width * 0.6, ground, height * 0.28, ink, palette.sun)}`;
    case 'lamp':
      return `<ellipse cx="${width * 0.68}" cy="${ground - height * 0.04}" rx="${height * 0.16}" ry="${height * 0.06}" fill="${ink}"/>
        <path d="M ${width * 0.68} ${ground - height * 0.28} q ${height * 0.05} ${height * 0.1} 0 ${height * 0.18} q ${-height * 0.05} ${-height * 0.08} 0 ${-height * 0.18} z" fill="${palette.accent}"/>`;
    case 'table':
      return `<rect x="${width * 0.45}" y="${ground - height * 0.22}" width="${width * 0.4}" height="${height * 0.03}" fill="${ink}"/>
        ${[0, 1, 2].map((i) => person(width * (0.5 + i * 0.14), ground - height * 0.12, height * 0.3, ink, false)).join('')}
        ${openBook(width * 0.64, ground - height * 0.26, height * 0.16, palette.sun, ink)}`;
  }
}

interface SceneOptions {
  width: number;
  height: number;
  palette: Palette;
  motif: Motif;
  /** A short caption drawn in the lower left; banners keep the space for the site's own title. */
  caption?: string;
  note?: string;
}

function sceneSvg({ width, height, palette, motif: kind, caption, note }: SceneOptions): string {
  const captionSize = Math.round(height * 0.075);
  const noteSize = Math.round(height * 0.04);
  const text = caption
    ? `<rect x="0" y="${height * 0.72}" width="${width}" height="${height * 0.28}" fill="url(#shade)"/>
      <text x="${width * 0.05}" y="${height * 0.9}" font-family="${SERIF}" font-weight="bold" font-size="${captionSize}" fill="#ffffff">${escapeXml(caption)}</text>
      ${note ? `<text x="${width * 0.05}" y="${height * 0.955}" font-family="${SANS}" font-size="${noteSize}" fill="#ffffff" opacity="0.9">${escapeXml(note)}</text>` : ''}`
    : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
    <defs>
      <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
        <stop offset="0" stop-color="${palette.sky[0]}"/><stop offset="1" stop-color="${palette.sky[1]}"/>
      </linearGradient>
      <linearGradient id="shade" x1="0" y1="0" x2="0" y2="1">
        <stop offset="0" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.55"/>
      </linearGradient>
      <radialGradient id="glow" cx="0.5" cy="0.5" r="0.5">
        <stop offset="0" stop-color="${palette.sun}" stop-opacity="0.9"/><stop offset="1" stop-color="${palette.sun}" stop-opacity="0"/>
      </radialGradient>
    </defs>
    <rect width="${width}" height="${height}" fill="url(#sky)"/>
    <circle cx="${width * 0.26}" cy="${height * 0.4}" r="${height * 0.32}" fill="url(#glow)"/>
    <circle cx="${width * 0.26}" cy="${height * 0.4}" r="${height * 0.1}" fill="${palette.sun}"/>
    ${hills(width, height, palette.hills)}
    ${motif(kind, width, height, palette)}
    ${text}
  </svg>`;
}

function portraitSvg(size: number, background: [string, string], skin: string, hair: string, saree: string): string {
  const c = size / 2;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}">
    <defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${background[0]}"/><stop offset="1" stop-color="${background[1]}"/>
    </linearGradient></defs>
    <rect width="${size}" height="${size}" fill="url(#bg)"/>
    <circle cx="${c}" cy="${size * 0.3}" r="${size * 0.11}" fill="${hair}"/>
    <path d="M ${size * 0.12} ${size} Q ${size * 0.16} ${size * 0.66} ${c} ${size * 0.64} Q ${size * 0.84} ${size * 0.66} ${size * 0.88} ${size} Z" fill="${saree}"/>
    <path d="M ${size * 0.3} ${size * 0.7} L ${size * 0.72} ${size} L ${size * 0.56} ${size} L ${size * 0.24} ${size * 0.74} Z" fill="#ffffff" opacity="0.18"/>
    <rect x="${c - size * 0.05}" y="${size * 0.52}" width="${size * 0.1}" height="${size * 0.13}" fill="${skin}"/>
    <ellipse cx="${c}" cy="${size * 0.43}" rx="${size * 0.14}" ry="${size * 0.165}" fill="${skin}"/>
    <path d="M ${c - size * 0.15} ${size * 0.45} Q ${c - size * 0.16} ${size * 0.24} ${c} ${size * 0.25} Q ${c + size * 0.16} ${size * 0.24} ${c + size * 0.15} ${size * 0.45} Q ${c + size * 0.1} ${size * 0.3} ${c} ${size * 0.31} Q ${c - size * 0.1} ${size * 0.3} ${c - size * 0.15} ${size * 0.45} Z" fill="${hair}"/>
    <circle cx="${c}" cy="${size * 0.375}" r="${size * 0.008}" fill="#b3261e"/>
  </svg>`;
}

function documentCoverSvg(title: string, subtitle: string, color: string): string {
  const width = 600;
  const height = 800;
  const lines: string[] = [];
  for (let i = 0; i < 9; i++) {
    const lineWidth = i % 3 === 2 ? 300 : 440;
    lines.push(`<rect x="80" y="${470 + i * 30}" width="${lineWidth}" height="10" rx="5" fill="#d8d3cc"/>`);
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <rect width="${width}" height="${height}" fill="#fbf8f3"/>
    <rect width="${width}" height="300" fill="${color}"/>
    <circle cx="510" cy="70" r="140" fill="#ffffff" opacity="0.08"/>
    ${openBook(300, 150, 170, '#ffffff', color)}
    <text x="80" y="370" font-family="${SERIF}" font-weight="bold" font-size="${Math.min(40, Math.floor(780 / title.length))}" fill="#2b2320">${escapeXml(title)}</text>
    <text x="80" y="415" font-family="${SANS}" font-size="22" fill="#6b615a">${escapeXml(subtitle)}</text>
    ${lines.join('')}
    <text x="80" y="760" font-family="${SANS}" font-size="18" fill="#8a7f76">${escapeXml(SCHOOL.name)}</text>
  </svg>`;
}

/** A QR-like pattern with real finder marks; the payment page shows it as the school's code. */
function qrSvg(seed: number): string {
  const modules = 29;
  const scale = 16;
  const quiet = 4;
  const size = (modules + quiet * 2) * scale;
  let state = seed;
  const random = () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
  const inFinder = (x: number, y: number) =>
    (x < 8 && y < 8) || (x >= modules - 8 && y < 8) || (x < 8 && y >= modules - 8);
  const cells: string[] = [];
  for (let y = 0; y < modules; y++) {
    for (let x = 0; x < modules; x++) {
      const timing = (x === 6 || y === 6) && !inFinder(x, y);
      const dark = timing ? (x + y) % 2 === 0 : !inFinder(x, y) && random() < 0.48;
      if (dark)
        cells.push(`<rect x="${(x + quiet) * scale}" y="${(y + quiet) * scale}" width="${scale}" height="${scale}"/>`);
    }
  }
  const finder = (fx: number, fy: number) => {
    const x = (fx + quiet) * scale;
    const y = (fy + quiet) * scale;
    return `<rect x="${x}" y="${y}" width="${7 * scale}" height="${7 * scale}"/>
      <rect x="${x + scale}" y="${y + scale}" width="${5 * scale}" height="${5 * scale}" fill="#fff"/>
      <rect x="${x + 2 * scale}" y="${y + 2 * scale}" width="${3 * scale}" height="${3 * scale}"/>`;
  };
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" shape-rendering="crispEdges">
    <rect width="${size}" height="${size}" fill="#fff"/>
    <g fill="#1a1a1a">${cells.join('')}${finder(0, 0)}${finder(modules - 7, 0)}${finder(0, modules - 7)}</g>
  </svg>`;
}

function logoSvg(): string {
  const size = 192;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}">
    <circle cx="96" cy="96" r="92" fill="#5a3f80"/>
    <circle cx="96" cy="96" r="80" fill="none" stroke="#f2c14e" stroke-width="4"/>
    ${openBook(96, 122, 110, '#ffffff', '#5a3f80')}
    <rect x="92" y="34" width="8" height="48" fill="#f2c14e"/>
    <rect x="78" y="46" width="36" height="8" fill="#f2c14e"/>
  </svg>`;
}

function paymentScreenshotSvg(amount: string, reference: string, when: string): string {
  const width = 540;
  const height = 960;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <rect width="${width}" height="${height}" fill="#f4f6fb"/>
    <rect width="${width}" height="48" fill="#1b5e20"/>
    <text x="24" y="32" font-family="${SANS}" font-size="20" fill="#fff">9:41</text>
    <rect width="${width}" height="380" y="48" fill="#2e7d32"/>
    <circle cx="270" cy="170" r="64" fill="#fff"/>
    <path d="M 238 172 L 262 196 L 306 148" stroke="#2e7d32" stroke-width="14" fill="none" stroke-linecap="round" stroke-linejoin="round"/>
    <text x="270" y="290" text-anchor="middle" font-family="${SANS}" font-size="30" font-weight="bold" fill="#fff">Payment Successful</text>
    <text x="270" y="360" text-anchor="middle" font-family="${SANS}" font-size="52" font-weight="bold" fill="#fff">₹${escapeXml(amount)}</text>
    <rect x="24" y="460" width="492" height="300" rx="16" fill="#fff"/>
    <text x="48" y="510" font-family="${SANS}" font-size="18" fill="#6b7280">Paid to</text>
    <text x="48" y="542" font-family="${SANS}" font-size="22" font-weight="bold" fill="#111827">${escapeXml(SCHOOL.name)}</text>
    <text x="48" y="600" font-family="${SANS}" font-size="18" fill="#6b7280">UPI transaction ID</text>
    <text x="48" y="630" font-family="${SANS}" font-size="22" fill="#111827">${escapeXml(reference)}</text>
    <text x="48" y="688" font-family="${SANS}" font-size="18" fill="#6b7280">Date</text>
    <text x="48" y="718" font-family="${SANS}" font-size="22" fill="#111827">${escapeXml(when)}</text>
    <text x="270" y="880" text-anchor="middle" font-family="${SANS}" font-size="18" fill="#6b7280">Application fee</text>
  </svg>`;
}

async function writeImage(path: string, svg: string, format: Format, quality = 72): Promise<void> {
  const pipeline = sharp(Buffer.from(svg));
  let buffer: Buffer;
  for (let q = quality; ; q -= 8) {
    buffer =
      format === 'jpeg'
        ? await pipeline.clone().jpeg({ quality: q, progressive: true, mozjpeg: true }).toBuffer()
        : format === 'webp'
          ? await pipeline.clone().webp({ quality: q, effort: 6 }).toBuffer()
          : await pipeline.clone().png({ compressionLevel: 9, palette: true, quality: q }).toBuffer();
    if (buffer.length <= MAX_BYTES || q <= 40) break;
  }
  writeOutput(path, buffer);
}

function writeOutput(path: string, content: Uint8Array): void {
  const target = join(storageRoot, path);
  mkdirSync(dirname(target), { recursive: true });
  writeFileSync(target, content);
  process.stdout.write(`${path} ${content.length} bytes\n`);
}

interface PdfSection {
  heading: string;
  paragraphs: string[];
}

function wrap(text: string, font: PDFFont, size: number, maxWidth: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    const candidate = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(candidate, size) > maxWidth && line) {
      lines.push(line);
      line = word;
    } else {
      line = candidate;
    }
  }
  if (line) lines.push(line);
  return lines;
}

async function writePdf(path: string, title: string, sections: PdfSection[]): Promise<void> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(title);
  pdf.setAuthor(SCHOOL.name);
  pdf.setCreator(SCHOOL.name);
  pdf.setProducer(SCHOOL.name);
  pdf.setCreationDate(PDF_DATE);
  pdf.setModificationDate(PDF_DATE);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const purple = rgb(0.35, 0.25, 0.5);
  let page = pdf.addPage([595, 842]);
  let y = 842;
  const newPage = () => {
    page = pdf.addPage([595, 842]);
    y = 790;
  };
  page.drawRectangle({ x: 0, y: 742, width: 595, height: 100, color: purple });
  page.drawText(SCHOOL.name, { x: 50, y: 800, size: 13, font: regular, color: rgb(1, 1, 1) });
  page.drawText(title, { x: 50, y: 768, size: 24, font: bold, color: rgb(1, 1, 1) });
  y = 700;
  for (const section of sections) {
    if (y < 120) newPage();
    page.drawText(section.heading, { x: 50, y, size: 14, font: bold, color: purple });
    y -= 22;
    for (const paragraph of section.paragraphs) {
      for (const line of wrap(paragraph, regular, 11, 495)) {
        if (y < 60) newPage();
        page.drawText(line, { x: 50, y, size: 11, font: regular, color: rgb(0.15, 0.15, 0.15) });
        y -= 16;
      }
      y -= 8;
    }
    y -= 10;
  }
  for (const [index, each] of pdf.getPages().entries()) {
    each.drawText(`Vijayawada, Andhra Pradesh  |  Page ${index + 1}`, {
      x: 50,
      y: 30,
      size: 9,
      font: regular,
      color: rgb(0.45, 0.45, 0.45),
    });
  }
  writeOutput(path, await pdf.save({ useObjectStreams: true }));
}

async function main(): Promise<void> {
  rmSync(storageRoot, { recursive: true, force: true });

  const banners: [string, Palette, Motif, string][] = [
    [objectFile(STORAGE.bannerImages, 'welcome.jpg'), palettes.dawn, 'chapel', 'Vijayawada  ·  since 1984'],
    [objectFile(STORAGE.bannerImages, 'undergraduate.jpg'), palettes.teal, 'book', 'English  ·  తెలుగు'],
    [objectFile(STORAGE.bannerImages, 'distance.jpg'), palettes.violet, 'school', 'Graduate distance program'],
    [objectFile(STORAGE.bannerImages, 'admissions.jpg'), palettes.gold, 'graduates', 'Admissions'],
  ];
  for (const [path, palette, kind, note] of banners) {
    const svg = sceneSvg({ width: 1600, height: 600, palette, motif: kind }).replace(
      '</svg>',
      `<text x="1560" y="570" text-anchor="end" font-family="${SANS}" font-size="22" fill="#ffffff" opacity="0.85">${escapeXml(note)}</text></svg>`,
    );
    await writeImage(path, svg, 'jpeg', 70);
  }

  const scenes: [string, Palette, Motif, string, string, Format][] = [
    [
      objectFile(STORAGE.galleryImages, 'morning-chapel.jpg'),
      palettes.dawn,
      'chapel',
      'Morning Chapel',
      'Worship',
      'jpeg',
    ],
    [
      objectFile(STORAGE.galleryImages, 'library-study-hour.jpg'),
      palettes.teal,
      'table',
      'Library Study Hour',
      'Academics',
      'jpeg',
    ],
    [
      objectFile(STORAGE.galleryImages, 'graduation-day.jpg'),
      palettes.violet,
      'graduates',
      'Graduation Day',
      'Events',
      'jpeg',
    ],
    [
      objectFile(STORAGE.galleryImages, 'telugu-bible-class.jpg'),
      palettes.gold,
      'book',
      'Telugu Bible Class',
      'Academics',
      'jpeg',
    ],
    [
      objectFile(STORAGE.galleryImages, 'village-outreach.jpg'),
      palettes.green,
      'palms',
      'Village Outreach',
      'Outreach',
      'jpeg',
    ],
    [
      objectFile(STORAGE.galleryImages, 'carol-service.jpg'),
      palettes.night,
      'star',
      'Christmas Carol Service',
      'Events',
      'jpeg',
    ],
    ['gallery-images/videos/a-day-at-the-seminary.jpg', palettes.dusk, 'school', 'A Day at the Seminary', '', 'jpeg'],
    [
      objectFile(STORAGE.aboutGalleryImages, 'main-building.webp'),
      palettes.teal,
      'school',
      'Main Building',
      '',
      'webp',
    ],
    [objectFile(STORAGE.aboutGalleryImages, 'chapel.webp'), palettes.rose, 'chapel', 'Chapel', '', 'webp'],
    [objectFile(STORAGE.aboutGalleryImages, 'library.webp'), palettes.gold, 'table', 'Library', '', 'webp'],
    [
      objectFile(STORAGE.aboutGalleryImages, 'krishna-riverside.webp'),
      palettes.dawn,
      'river',
      'Krishna Riverside',
      '',
      'webp',
    ],
    [objectFile(STORAGE.campusLifeImages, 'sports-day.jpg'), palettes.green, 'people', 'Annual Sports Day', '', 'jpeg'],
    [
      objectFile(STORAGE.campusLifeImages, 'christmas.jpg'),
      palettes.night,
      'star',
      'Christmas Celebration',
      '',
      'jpeg',
    ],
    [objectFile(STORAGE.campusLifeImages, 'mission-week.jpg'), palettes.gold, 'palms', 'Mission Week', '', 'jpeg'],
    [objectFile(STORAGE.campusLifeGalleryImages, 'prayer-meeting.webp'), palettes.violet, 'people', '', '', 'webp'],
    [objectFile(STORAGE.campusLifeGalleryImages, 'hostel-courtyard.webp'), palettes.teal, 'palms', '', '', 'webp'],
    [objectFile(STORAGE.campusLifeGalleryImages, 'choir-practice.webp'), palettes.rose, 'chapel', '', '', 'webp'],
    [objectFile(STORAGE.campusLifeGalleryImages, 'evening-lamps.webp'), palettes.dusk, 'lamp', '', '', 'webp'],
    [objectFile(STORAGE.campusLifeGalleryImages, 'study-group.webp'), palettes.gold, 'table', '', '', 'webp'],
    [objectFile(STORAGE.campusLifeGalleryImages, 'river-walk.webp'), palettes.green, 'river', '', '', 'webp'],
  ];
  for (const [path, palette, kind, caption, note, format] of scenes) {
    const width = path.includes('/videos/') ? 1280 : 1200;
    const height = path.includes('/videos/') ? 720 : 800;
    await writeImage(
      path,
      sceneSvg({ width, height, palette, motif: kind, ...(caption ? { caption } : {}), ...(note ? { note } : {}) }),
      format,
    );
  }

  const skins = ['#8d5524', '#a0673a', '#7a4a23', '#b07a4f', '#6f4220', '#95603a'];
  const hair = ['#1b1311', '#231815', '#2d1f1a', '#140e0c', '#261a14', '#1e1512'];
  const sarees = ['#5a3f80', '#2c7169', '#b85a76', '#c98f2a', '#3c5a99', '#427535'];
  const backgrounds: [string, string][] = [
    ['#ece3f7', '#c7b3e3'],
    ['#d7f0ee', '#a5d8d2'],
    ['#fde4ea', '#f3b5c6'],
    ['#fff3cf', '#f5d98a'],
    ['#e1e8f7', '#b3c3e6'],
    ['#e6f4dc', '#bfe0ad'],
  ];
  const teachers = ['sarah-prasanna-kumari', 'esther-rani', 'grace-joseph', 'mary-suneetha'];
  for (const [i, name] of teachers.entries()) {
    await writeImage(
      objectFile(STORAGE.teacherImages, `${name}.jpg`),
      portraitSvg(
        600,
        backgrounds[i] ?? ['#eee', '#ccc'],
        skins[i] ?? '#8d5524',
        hair[i] ?? '#111',
        sarees[i] ?? '#555',
      ),
      'jpeg',
      76,
    );
  }
  const alumni = ['priya-devi', 'anitha-grace', 'lydia-suvarna', 'hannah-jyothi', 'deborah-sravani', 'ruth-mercy'];
  for (const [i, name] of alumni.entries()) {
    const j = (i + 2) % 6;
    await writeImage(
      objectFile(STORAGE.alumniImages, `${name}.webp`),
      portraitSvg(
        400,
        backgrounds[j] ?? ['#eee', '#ccc'],
        skins[i] ?? '#8d5524',
        hair[i] ?? '#111',
        sarees[j] ?? '#555',
      ),
      'webp',
      78,
    );
  }

  const documents: [string, string, string, string, PdfSection[]][] = [
    [
      'prospectus-2025',
      'Prospectus 2025',
      'Programs, fees and campus life',
      '#5a3f80',
      [
        {
          heading: 'About the seminary',
          paragraphs: [
            'Founded in 1984, the seminary is the oldest Bible school in Vijayawada. It trains women for ministry in churches, families and communities across Andhra Pradesh and beyond.',
            'About forty women study with us each year, living and learning together on our campus near the Krishna river.',
          ],
        },
        {
          heading: 'Programs',
          paragraphs: [
            'Residential: a three-year undergraduate program taught in English and Telugu, combining Bible, theology, church history, Christian education and supervised ministry.',
            'Center for Hybrid Education: a graduate distance program in English with regular contact classes on campus.',
            'Center for Online Education: coming soon.',
          ],
        },
        {
          heading: 'How to apply',
          paragraphs: [
            'Complete the online application on our website and upload a screenshot of the application fee payment. Our admissions team will contact you with the next steps.',
          ],
        },
      ],
    ],
    [
      'application-form',
      'Application Form',
      'For applicants who prefer paper',
      '#2c7169',
      [
        {
          heading: 'Personal information',
          paragraphs: [
            'Full name: ______________________________________________',
            'Date of birth: ____________   Gender: ____________',
            'Email: ______________________   Mobile: ______________________',
            'Address: ________________________________________________',
            'City: ____________________   State: ____________________',
          ],
        },
        {
          heading: 'Education and program',
          paragraphs: [
            "Highest education: High School / Bachelor's Degree / Master's Degree / Doctorate / Other",
            'Previous institution: _____________________________________',
            'Program: Residential / Center for Hybrid Education / Center for Online Education',
            'Preferred start: Fall 2024 / Spring 2025 / Fall 2025',
          ],
        },
        {
          heading: 'Declaration',
          paragraphs: ['I declare that the information given above is true.  Signature: ________________'],
        },
      ],
    ],
    [
      'academic-calendar-2025-26',
      'Academic Calendar 2025-26',
      'Terms, holidays and events',
      '#c98f2a',
      [
        {
          heading: 'Fall term',
          paragraphs: [
            'June 16: Orientation and registration. June 18: Classes begin. August 15: Independence Day (holiday).',
            'October: Mid-term examinations and Mission Week. December 5: Last day of classes. December 20: Christmas Carol Service.',
          ],
        },
        {
          heading: 'Spring term',
          paragraphs: [
            'January 5: Classes begin. January 14: Sankranti (holiday). February: Annual Sports Day.',
            'March 20: Final examinations begin. April 5: Graduation service.',
          ],
        },
      ],
    ],
    [
      'statement-of-faith',
      'Statement of Faith',
      'What we believe and teach',
      '#b85a76',
      [
        {
          heading: 'The Scriptures',
          paragraphs: [
            'We believe the Bible, the Old and New Testaments, is the inspired Word of God and the final authority for faith and life.',
          ],
        },
        {
          heading: 'God and salvation',
          paragraphs: [
            'We believe in one God, Father, Son and Holy Spirit, and in salvation by grace through faith in Jesus Christ, who died for our sins and rose again.',
          ],
        },
        {
          heading: 'The church and ministry',
          paragraphs: [
            'We believe every believer, woman and man, is called to serve Christ and his church with the gifts the Spirit gives.',
          ],
        },
      ],
    ],
  ];
  for (const [slug, title, subtitle, color, sections] of documents) {
    await writePdf(objectFile(STORAGE.downloadFiles, `${slug}.pdf`), title, sections);
    await writeImage(
      objectFile(STORAGE.downloadThumbnails, `${slug}.webp`),
      documentCoverSvg(title, subtitle, color),
      'webp',
      75,
    );
  }

  await writeImage(objectFile(STORAGE.donationQrCodes, 'general-fund.png'), qrSvg(1984), 'png');
  await writeImage(objectFile(STORAGE.logoImages, 'logo.png'), logoSvg(), 'png');
  await writeImage(
    objectFile(STORAGE.paymentScreenshots, '1735711200000.png'),
    paymentScreenshotSvg('500.00', '4021 8836 5512', '1 Jan 2025, 11:30 AM'),
    'png',
  );
  await writeImage(
    objectFile(STORAGE.paymentScreenshots, '1736928000000.png'),
    paymentScreenshotSvg('500.00', '4027 1190 3348', '15 Jan 2025, 01:30 PM'),
    'png',
  );
}

await main();
