import { hashString } from '../random';
import type { Reply } from '../http/route';

const palette = ['#ff5a00', '#2f7de1', '#2e9e5b', '#b5473a', '#7a4fd0', '#c98a00', '#20828f', '#6b6b6b'];

/** `/demo-images/NAME.svg`: a simple product picture drawn from the name, so demo offers have images. */
export function demoImage(path: string): Reply | null {
  const match = /^\/demo-images\/([\w-]{1,40})\.svg$/.exec(path);
  if (!match) return null;
  const name = match[1]!;
  const h = hashString(name);
  const color = palette[h % palette.length]!;
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
  return {
    status: 200,
    raw: svg,
    contentType: 'image/svg+xml',
    headers: { 'Cache-Control': 'public, max-age=86400' },
  };
}
