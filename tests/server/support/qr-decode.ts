/**
 * Reads a QR image back to its text, as the guard's camera does (@zxing/library, the console's
 * reader): a `data:image/png;base64,` URL's PNG is unpacked here (8-bit, not interlaced, as the
 * `qrcode` package writes it) to grey levels, then decoded.
 */
import { inflateSync } from 'node:zlib';
import zxing from '@zxing/library';

const { BinaryBitmap, HybridBinarizer, QRCodeReader, RGBLuminanceSource } = zxing;
const SIGNATURE_BYTES = 8;
const CHANNELS: Record<number, number> = { 0: 1, 2: 3, 4: 2, 6: 4 };

/** The PNG's first channel (grey, or red: the QR is black on white) by pixel. */
function greyLevels(png: Buffer) {
  let offset = SIGNATURE_BYTES;
  let width = 0;
  let height = 0;
  let channels = 1;
  const compressed: Buffer[] = [];
  while (offset < png.length) {
    const length = png.readUInt32BE(offset);
    const kind = png.toString('latin1', offset + 4, offset + 8);
    const data = png.subarray(offset + 8, offset + 8 + length);
    if (kind === 'IHDR') {
      [width, height, channels] = [data.readUInt32BE(0), data.readUInt32BE(4), CHANNELS[data[9]!]!];
    }
    if (kind === 'IDAT') compressed.push(data);
    offset += length + 12;
  }
  const raw = inflateSync(Buffer.concat(compressed));
  const stride = width * channels;
  const grey = new Uint8ClampedArray(width * height);
  let above = Buffer.alloc(stride);
  for (let y = 0; y < height; y += 1) {
    const start = y * (stride + 1);
    const filter = raw[start]!;
    const line = Buffer.from(raw.subarray(start + 1, start + 1 + stride));
    for (let x = 0; x < stride; x += 1) {
      const left = x >= channels ? line[x - channels]! : 0;
      const up = above[x]!;
      const corner = x >= channels ? above[x - channels]! : 0;
      const guess = left + up - corner;
      const [dl, du, dc] = [left, up, corner].map((v) => Math.abs(guess - v)) as number[];
      const paeth = dl! <= du! && dl! <= dc! ? left : du! <= dc! ? up : corner;
      const predicted = [0, left, up, (left + up) >> 1, paeth][filter]!;
      line[x] = (line[x]! + predicted) & 0xff;
    }
    for (let x = 0; x < width; x += 1) grey[y * width + x] = line[x * channels]!;
    above = line;
  }
  return { grey, width, height };
}

/** The text of the QR code in a PNG data URL. */
export function decodeQrDataUrl(dataUrl: string): string {
  const png = Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
  const { grey, width, height } = greyLevels(png);
  const source = new RGBLuminanceSource(grey, width, height);
  return new QRCodeReader().decode(new BinaryBitmap(new HybridBinarizer(source))).getText();
}
