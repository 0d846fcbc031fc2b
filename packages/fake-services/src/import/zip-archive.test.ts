import { deflateRawSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { workbookFile } from './workbook-file.js';
import { ArchiveError, checkArchive } from './zip-archive.js';

interface Entry {
  name: string;
  /** Bytes as stored in the archive (deflated unless method 0). */
  data: Buffer;
  /** The unpacked size the headers declare. */
  declared: number;
  method?: number;
}

/** A zip archive whose headers say what the test wants, true or not (no CRCs: the check ignores them). */
function zipOf(entries: Entry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const e of entries) {
    const name = Buffer.from(e.name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(e.method ?? 8, 8);
    local.writeUInt32LE(e.data.length, 18);
    local.writeUInt32LE(e.declared, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(e.method ?? 8, 10);
    central.writeUInt32LE(e.data.length, 20);
    central.writeUInt32LE(e.declared, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, e.data);
    centrals.push(central, name);
    offset += 30 + name.length + e.data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const MB = 1024 * 1024;
const problem = (bytes: Uint8Array, max = 64 * MB) => {
  try {
    checkArchive(bytes, max);
    return 'ok';
  } catch (err) {
    if (err instanceof ArchiveError) return err.problem;
    throw err;
  }
};

describe('uploaded archive check', () => {
  it('accepts a workbook exceljs wrote', async () => {
    const file = await workbookFile('ok.xlsx', ['SEWS Part No.'], [['82111-6A520']]);
    expect(problem(file.content)).toBe('ok');
  });

  it('refuses from the central directory alone when the declared unpacked total is over the cap', () => {
    // The data is not even valid deflate: the refusal comes before anything is inflated.
    const garbage = Buffer.from('not deflate data at all');
    const bytes = zipOf([
      { name: 'xl/worksheets/sheet1.xml', data: garbage, declared: 40 * MB },
      { name: 'xl/sharedStrings.xml', data: garbage, declared: 30 * MB },
    ]);
    expect(problem(bytes)).toBe('too-large');
  });

  it('refuses a real zip bomb: 70 MB of zeros packed into a few kilobytes', () => {
    const packed = deflateRawSync(Buffer.alloc(70 * MB));
    expect(packed.length).toBeLessThan(200 * 1024);
    expect(problem(zipOf([{ name: 'xl/worksheets/sheet1.xml', data: packed, declared: 70 * MB }]))).toBe('too-large');
  });

  it('refuses an entry that unpacks to more than it declares, without unpacking it all', () => {
    const packed = deflateRawSync(Buffer.alloc(20 * MB));
    expect(problem(zipOf([{ name: 'xl/worksheets/sheet1.xml', data: packed, declared: 1000 }]))).toBe('too-large');
  });

  it('tells an Excel 97-2003 file and other content from a workbook', () => {
    const ole2 = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0, 0, 0]);
    expect(problem(ole2)).toBe('legacy-xls');
    expect(problem(Buffer.from('SEWS Part No.,Alert 1\n82111-6A520,CHECK\n'))).toBe('not-zip');
    const truncated = zipOf([{ name: 'a.xml', data: deflateRawSync(Buffer.from('<a/>')), declared: 4 }]);
    expect(problem(truncated.subarray(0, truncated.length - 10))).toBe('not-zip');
  });
});
