import { inflateRawSync } from 'node:zlib';

/** Why an upload is not a workbook we read: not a zip, an old binary .xls, or too large unpacked. */
export type ArchiveProblem = 'not-zip' | 'legacy-xls' | 'too-large';

export class ArchiveError extends Error {
  constructor(readonly problem: ArchiveProblem) {
    super(problem);
  }
}

const LOCAL_HEADER = 0x04034b50;
const CENTRAL_HEADER = 0x02014b50;
const END_OF_CENTRAL = 0x06054b50;
/** An OLE2 compound file: the Excel 97-2003 binary .xls format. */
const OLE2 = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const STORED = 0;
const DEFLATED = 8;

/**
 * Checks an uploaded .xlsx (a zip archive) before anything unpacks it: it must be a zip, its
 * central directory must declare at most `maxUnpackedBytes` in all, and each entry must really
 * unpack to its declared size, inflated with that size as a hard bound, so neither a declared
 * nor a lying zip bomb gets through. Throws ArchiveError.
 */
export function checkArchive(bytes: Uint8Array, maxUnpackedBytes: number, maxEntries = 10_000): void {
  const data = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (OLE2.every((b, i) => data[i] === b)) throw new ArchiveError('legacy-xls');
  if (data.length < 22 || data.readUInt32LE(0) !== LOCAL_HEADER) throw new ArchiveError('not-zip');

  const end = findEndOfCentral(data);
  const entries = data.readUInt16LE(end + 10);
  const centralSize = data.readUInt32LE(end + 12);
  const centralOffset = data.readUInt32LE(end + 16);
  // ZIP64 markers: no workbook within the upload cap needs them.
  if (entries === 0xffff || centralOffset === 0xffffffff) throw new ArchiveError('too-large');
  if (entries > maxEntries) throw new ArchiveError('too-large');
  if (centralOffset + centralSize > end) throw new ArchiveError('not-zip');

  const list: { method: number; packed: number; unpacked: number; local: number }[] = [];
  let total = 0;
  let p = centralOffset;
  for (let i = 0; i < entries; i++) {
    if (p + 46 > end || data.readUInt32LE(p) !== CENTRAL_HEADER) throw new ArchiveError('not-zip');
    const entry = {
      method: data.readUInt16LE(p + 10),
      packed: data.readUInt32LE(p + 20),
      unpacked: data.readUInt32LE(p + 24),
      local: data.readUInt32LE(p + 42),
    };
    total += entry.unpacked;
    if (total > maxUnpackedBytes) throw new ArchiveError('too-large');
    list.push(entry);
    p += 46 + data.readUInt16LE(p + 28) + data.readUInt16LE(p + 30) + data.readUInt16LE(p + 32);
  }
  for (const entry of list) verifyEntry(data, entry);
}

function findEndOfCentral(data: Buffer): number {
  // The record is 22 bytes plus a comment of at most 65,535 bytes, at the very end.
  const lowest = Math.max(0, data.length - 22 - 0xffff);
  for (let i = data.length - 22; i >= lowest; i--) if (data.readUInt32LE(i) === END_OF_CENTRAL) return i;
  throw new ArchiveError('not-zip');
}

function verifyEntry(data: Buffer, e: { method: number; packed: number; unpacked: number; local: number }): void {
  if (e.local + 30 > data.length || data.readUInt32LE(e.local) !== LOCAL_HEADER) throw new ArchiveError('not-zip');
  const start = e.local + 30 + data.readUInt16LE(e.local + 26) + data.readUInt16LE(e.local + 28);
  if (start + e.packed > data.length) throw new ArchiveError('not-zip');
  if (e.method === STORED) {
    if (e.packed !== e.unpacked) throw new ArchiveError('not-zip');
    return;
  }
  if (e.method !== DEFLATED) throw new ArchiveError('not-zip');
  let size: number;
  try {
    // One byte over the declared size is enough to catch an entry that lies about it.
    size = inflateRawSync(data.subarray(start, start + e.packed), { maxOutputLength: e.unpacked + 1 }).length;
  } catch (err) {
    if ((err as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') throw new ArchiveError('too-large');
    throw new ArchiveError('not-zip');
  }
  if (size !== e.unpacked) throw new ArchiveError(size > e.unpacked ? 'too-large' : 'not-zip');
}
