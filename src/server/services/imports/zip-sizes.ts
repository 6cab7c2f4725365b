/**
 * Whether a zip (an .xlsx) unpacks to a sane size, checked before exceljs unpacks it: a 5 MB
 * upload can inflate to gigabytes (a zip bomb). The central directory's declared sizes are summed
 * first (cheap); as they can lie, each part is then inflated once with zlib told to stop past the
 * cap, and each buffer dropped at once, so memory never holds more than one part under the cap.
 */
import { inflateRawSync } from 'node:zlib';

const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;
/** The end-of-directory record: 22 bytes, then a comment of up to 65,535. */
const END_RECORD_BYTES = 22;
const LONGEST_END_COMMENT = 0xffff;
const ENTRY_HEADER_BYTES = 46;
const LOCAL_HEADER_BYTES = 30;
/** A size of 0xFFFFFFFF means "see the ZIP64 record": more than 4 GB, never a spreadsheet of ours. */
const ZIP64_MARK = 0xffffffff;
const STORED = 0;
const DEFLATED = 8;

export type UnpackedSize = 'fits' | 'too-large' | 'unreadable';

/** Where the end-of-directory record starts, or -1. */
function endRecordOffset(zip: Buffer): number {
  const earliest = Math.max(0, zip.length - END_RECORD_BYTES - LONGEST_END_COMMENT);
  for (let offset = zip.length - END_RECORD_BYTES; offset >= earliest; offset -= 1) {
    if (zip.readUInt32LE(offset) === END_OF_DIRECTORY) return offset;
  }
  return -1;
}

interface Part {
  method: number;
  compressed: number;
  declared: number;
  localOffset: number;
}

/** The parts the central directory lists, or null when it cannot be read (no zip at all). */
function parts(zip: Buffer): Part[] | null {
  const end = endRecordOffset(zip);
  if (end < 0) return null;
  const found: Part[] = [];
  let offset = zip.readUInt32LE(end + 16);
  for (let index = zip.readUInt16LE(end + 10); index > 0; index -= 1) {
    if (offset + ENTRY_HEADER_BYTES > zip.length) return null;
    if (zip.readUInt32LE(offset) !== DIRECTORY_ENTRY) return null;
    found.push({
      method: zip.readUInt16LE(offset + 10),
      compressed: zip.readUInt32LE(offset + 20),
      declared: zip.readUInt32LE(offset + 24),
      localOffset: zip.readUInt32LE(offset + 42),
    });
    const names = zip.readUInt16LE(offset + 28) + zip.readUInt16LE(offset + 30);
    offset += ENTRY_HEADER_BYTES + names + zip.readUInt16LE(offset + 32);
  }
  return found;
}

/** The bytes a part really unpacks to, up to `room` (then room + 1), or null if unreadable. */
function inflatedBytes(zip: Buffer, part: Part, room: number): number | null {
  const local = part.localOffset;
  if (local + LOCAL_HEADER_BYTES > zip.length || zip.readUInt32LE(local) !== LOCAL_HEADER) {
    return null;
  }
  const start =
    local + LOCAL_HEADER_BYTES + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
  if (start + part.compressed > zip.length) return null;
  if (part.method === STORED) return part.compressed;
  if (part.method !== DEFLATED) return null;
  try {
    const data = zip.subarray(start, start + part.compressed);
    return inflateRawSync(data, { maxOutputLength: Math.max(1, room) }).length;
  } catch (error) {
    return error instanceof RangeError ? room + 1 : null;
  }
}

/** Whether the zip's parts together unpack to no more than `cap` bytes, declared and in fact. */
export function unpackedSize(zip: Buffer, cap: number): UnpackedSize {
  const listed = parts(zip);
  if (listed === null) return 'unreadable';
  let declared = 0;
  for (const part of listed) {
    declared += part.declared === ZIP64_MARK ? Infinity : part.declared;
    if (part.compressed === ZIP64_MARK || declared > cap) return 'too-large';
  }
  let inflated = 0;
  for (const part of listed) {
    const bytes = inflatedBytes(zip, part, cap - inflated);
    if (bytes === null) return 'unreadable';
    inflated += bytes;
    if (inflated > cap) return 'too-large';
  }
  return 'fits';
}
