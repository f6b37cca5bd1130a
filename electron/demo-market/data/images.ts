import { hashString } from '../random';
import type { Reply } from '../http/route';
import { encodePng } from './png';

const palette = ['#ff5a00', '#2f7de1', '#2e9e5b', '#b5473a', '#7a4fd0', '#c98a00', '#20828f', '#6b6b6b'];

const cached = { headers: { 'Cache-Control': 'public, max-age=86400' } };

/**
 * `/demo-images/NAME.png` (the address offers show) and `/demo-images/NAME.svg` (the one they showed before): a
 * simple product picture drawn from the name, so demo offers have images.
 */
export function demoImage(path: string): Reply | null {
  const match = /^\/demo-images\/([\w-]{1,40})\.(svg|png)$/.exec(path);
  if (!match) return null;
  const name = match[1]!;
  const h = hashString(name);
  const color = palette[h % palette.length]!;
  if (match[2] === 'png') return { status: 200, raw: drawn(h, color), contentType: 'image/png', ...cached };
  const shape =
    h % 3 === 0
      ? '<circle cx="200" cy="170" r="90" fill="#fff" opacity=".85"/>'
      : h % 3 === 1
        ? '<rect x="110" y="80" width="180" height="180" rx="24" fill="#fff" opacity=".85"/>'
        : '<polygon points="200,70 300,260 100,260" fill="#fff" opacity=".85"/>';
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400" viewBox="0 0 400 400">` +
    `<rect width="400" height="400" fill="${color}"/>${shape}` +
    `<text x="200" y="350" font-family="sans-serif" font-size="28" fill="#fff" text-anchor="middle">${name}</text></svg>`;
  return { status: 200, raw: svg, contentType: 'image/svg+xml', ...cached };
}

const size = 160;

/** The same picture as the SVG's, without its caption, in 160 x 160 pixels. */
function drawn(h: number, color: string): Buffer {
  const rgb = [1, 3, 5].map((at) => Number.parseInt(color.slice(at, at + 2), 16));
  const inside = (x: number, y: number): boolean => {
    const [u, v] = [(x * 400) / size, (y * 400) / size];
    if (h % 3 === 0) return (u - 200) ** 2 + (v - 170) ** 2 <= 90 ** 2;
    if (h % 3 === 1) return u >= 110 && u <= 290 && v >= 80 && v <= 260;
    return v >= 70 && v <= 260 && Math.abs(u - 200) <= ((v - 70) * 100) / 190;
  };
  const pixels = new Uint8Array(size * size * 3);
  for (let y = 0; y < size; y++)
    for (let x = 0; x < size; x++)
      for (let c = 0; c < 3; c++)
        pixels[(y * size + x) * 3 + c] = inside(x, y) ? Math.round(rgb[c]! * 0.15 + 255 * 0.85) : rgb[c]!;
  return encodePng({ width: size, height: size, pixels });
}
