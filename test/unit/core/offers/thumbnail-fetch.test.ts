import { describe, expect, it } from 'vitest';
import { sniffThumbnail, thumbnailAddresses } from '../../../../electron/core/domains/offers/thumbnail-fetch';

describe('thumbnail addresses', () => {
  it('asks Allegro’s image service for a small size first, then the original', () => {
    expect(
      thumbnailAddresses('https://a.allegroimg.com/original/05a2af/929c6dae4fb8721a8539582eb421'),
    ).toEqual([
      'https://a.allegroimg.com/s180/05a2af/929c6dae4fb8721a8539582eb421',
      'https://a.allegroimg.com/original/05a2af/929c6dae4fb8721a8539582eb421',
    ]);
  });

  it('takes https anywhere and plain http only to this computer', () => {
    expect(thumbnailAddresses('https://img.example/a.jpg')).toEqual(['https://img.example/a.jpg']);
    expect(thumbnailAddresses('http://127.0.0.1:4000/demo-images/a.png')).toHaveLength(1);
    expect(thumbnailAddresses('http://img.example/a.jpg')).toEqual([]);
    expect(thumbnailAddresses('file:///etc/passwd')).toEqual([]);
    expect(thumbnailAddresses('not an address')).toEqual([]);
  });
});

describe('sniffThumbnail', () => {
  it('knows the kept kinds by their first bytes and nothing else', () => {
    expect(sniffThumbnail(Uint8Array.from([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg');
    expect(sniffThumbnail(Buffer.from('\x89PNG\r\n\x1a\n....', 'latin1'))).toBe('image/png');
    expect(sniffThumbnail(Buffer.from('GIF89a...'))).toBe('image/gif');
    expect(sniffThumbnail(Buffer.from('RIFF\0\0\0\0WEBPVP8 '))).toBe('image/webp');
    expect(sniffThumbnail(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
  });
});
