import { inflateSync } from 'node:zlib';

/** An 8-bit grayscale picture: one byte a dot, 0 black, rows top to bottom. */
export interface GrayImage {
  width: number;
  height: number;
  dots: Uint8Array;
}

/**
 * Decodes a PNG of 8-bit grayscale (colour type 0, what Zebrash draws labels as): its IDAT
 * stream inflated and each row's filter undone (PNG specification, section 9).
 */
export function decodeGrayPng(png: Buffer): GrayImage {
  let width = 0;
  let height = 0;
  const data: Buffer[] = [];
  for (let at = 8; at < png.length; ) {
    const length = png.readUInt32BE(at);
    const type = png.toString('latin1', at + 4, at + 8);
    const body = png.subarray(at + 8, at + 8 + length);
    if (type === 'IHDR') {
      width = body.readUInt32BE(0);
      height = body.readUInt32BE(4);
      if (body[8] !== 8 || body[9] !== 0) throw new Error('Not an 8-bit grayscale PNG');
    } else if (type === 'IDAT') data.push(body);
    at += 12 + length;
  }
  const raw = inflateSync(Buffer.concat(data));
  const dots = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (width + 1)];
    const row = y * (width + 1) + 1;
    for (let x = 0; x < width; x++) {
      const left = x > 0 ? (dots[y * width + x - 1] ?? 0) : 0;
      const up = y > 0 ? (dots[(y - 1) * width + x] ?? 0) : 0;
      const upLeft = x > 0 && y > 0 ? (dots[(y - 1) * width + x - 1] ?? 0) : 0;
      dots[y * width + x] = ((raw[row + x] ?? 0) + predictor(filter, left, up, upLeft)) & 0xff;
    }
  }
  return { width, height, dots };
}

function predictor(filter: number | undefined, a: number, b: number, c: number): number {
  switch (filter) {
    case 1:
      return a;
    case 2:
      return b;
    case 3:
      return (a + b) >> 1;
    case 4: {
      const p = a + b - c;
      const pa = Math.abs(p - a);
      const pb = Math.abs(p - b);
      const pc = Math.abs(p - c);
      return pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
    }
    default:
      return 0;
  }
}

/** The rightmost column with a dark dot, or -1 on a blank picture. */
export function rightmostInk(image: GrayImage): number {
  let right = -1;
  for (let y = 0; y < image.height; y++)
    for (let x = image.width - 1; x > right; x--)
      if ((image.dots[y * image.width + x] ?? 255) < 128) {
        right = x;
        break;
      }
  return right;
}
