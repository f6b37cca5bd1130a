import { crc32, deflateSync } from 'node:zlib';

/** Pixels as rows of RGB bytes, `width * 3` a row. */
export interface Rgb {
  width: number;
  height: number;
  pixels: Uint8Array;
}

function chunk(type: string, data: Uint8Array): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const tail = Buffer.alloc(4);
  tail.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, tail]);
}

/** A PNG file of 8-bit RGB pixels, each row unfiltered: enough for the drawn demo pictures. */
export function encodePng(image: Rgb): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(image.width, 0);
  header.writeUInt32BE(image.height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = image.width * 3;
  const raw = Buffer.alloc((row + 1) * image.height);
  for (let y = 0; y < image.height; y++)
    raw.set(image.pixels.subarray(y * row, (y + 1) * row), y * (row + 1) + 1);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', new Uint8Array(0)),
  ]);
}
