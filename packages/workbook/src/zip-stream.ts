import type { Writable } from 'node:stream';
import { constants, crc32, createDeflateRaw, type DeflateRaw } from 'node:zlib';

/**
 * Level 1: sheet XML is repetitive, so the fastest level already shrinks it about tenfold, and
 * the higher levels cost several times the CPU for a few percent (measured on the bench export).
 */
const LEVEL = 1;
const LIMIT = 0xffff_ffff;

/** Resolves once `stream` can take more, or has closed (a cancelled download never drains). */
function drained(stream: Writable | DeflateRaw): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      stream.off('drain', done);
      stream.off('close', done);
      resolve();
    };
    stream.on('drain', done);
    stream.on('close', done);
  });
}

/** MS-DOS date and time fields of a zip header. */
function dosTime(at: Date): { time: number; date: number } {
  return {
    time: (at.getHours() << 11) | (at.getMinutes() << 5) | (at.getSeconds() >> 1),
    date: ((at.getFullYear() - 1980) << 9) | ((at.getMonth() + 1) << 5) | at.getDate(),
  };
}

interface Written {
  name: Buffer;
  crc: number;
  compressed: number;
  size: number;
  offset: number;
}

/** One entry being written: its bytes are deflated (in zlib's thread pool) as they come. */
export interface ZipEntry {
  /** Adds text or bytes; resolves when the archive can take more. */
  write(data: string | Buffer): Promise<void>;
  /** Ends the entry. */
  close(): Promise<void>;
}

/**
 * A zip archive written to `out` as it is made: each entry's CRC and sizes follow its data (flag
 * bit 3), so nothing is held back. No zip64: entries and the archive stay under 4 GB, which an
 * Excel sheet's 1,048,576 rows of report text do.
 */
export class ZipStream {
  private offset = 0;
  private readonly entries: Written[] = [];
  private readonly stamp = dosTime(new Date());

  constructor(private readonly out: Writable) {}

  private async put(bytes: Buffer): Promise<void> {
    this.offset += bytes.length;
    if (!this.out.write(bytes)) await drained(this.out);
  }

  /** Starts an entry; entries are written one after the other. */
  async entry(fileName: string): Promise<ZipEntry> {
    const name = Buffer.from(fileName, 'utf8');
    const written: Written = { name, crc: 0, compressed: 0, size: 0, offset: this.offset };
    const head = Buffer.alloc(30);
    head.writeUInt32LE(0x04034b50, 0);
    head.writeUInt16LE(20, 4);
    head.writeUInt16LE(0x0808, 6); // sizes after the data; UTF-8 name
    head.writeUInt16LE(8, 8); // deflate
    head.writeUInt16LE(this.stamp.time, 10);
    head.writeUInt16LE(this.stamp.date, 12);
    head.writeUInt16LE(name.length, 26);
    await this.put(Buffer.concat([head, name]));

    const deflate = createDeflateRaw({ level: LEVEL, strategy: constants.Z_DEFAULT_STRATEGY });
    deflate.on('data', (chunk: Buffer) => {
      written.compressed += chunk.length;
      this.offset += chunk.length;
      if (!this.out.write(chunk)) {
        deflate.pause();
        void drained(this.out).then(() => deflate.resume());
      }
    });
    const ended = new Promise<void>((resolve, reject) => {
      deflate.once('end', resolve);
      deflate.once('error', reject);
    });
    this.out.once('close', () => deflate.destroy());

    return {
      write: async (data) => {
        const bytes = typeof data === 'string' ? Buffer.from(data, 'utf8') : data;
        written.crc = crc32(bytes, written.crc);
        written.size += bytes.length;
        if (written.size > LIMIT) throw new Error('A zip entry over 4 GB needs zip64');
        if (this.out.destroyed) return;
        if (!deflate.write(bytes)) await drained(deflate);
      },
      close: async () => {
        deflate.end();
        if (!this.out.destroyed) await ended;
        const descriptor = Buffer.alloc(16);
        descriptor.writeUInt32LE(0x08074b50, 0);
        descriptor.writeUInt32LE(written.crc, 4);
        descriptor.writeUInt32LE(written.compressed, 8);
        descriptor.writeUInt32LE(written.size, 12);
        this.entries.push(written);
        await this.put(descriptor);
      },
    };
  }

  /** Writes the central directory and ends the archive (not `out`). */
  async finish(): Promise<void> {
    const start = this.offset;
    const records = this.entries.map((e) => {
      const r = Buffer.alloc(46);
      r.writeUInt32LE(0x02014b50, 0);
      r.writeUInt16LE(20, 4);
      r.writeUInt16LE(20, 6);
      r.writeUInt16LE(0x0808, 8);
      r.writeUInt16LE(8, 10);
      r.writeUInt16LE(this.stamp.time, 12);
      r.writeUInt16LE(this.stamp.date, 14);
      r.writeUInt32LE(e.crc, 16);
      r.writeUInt32LE(e.compressed, 20);
      r.writeUInt32LE(e.size, 24);
      r.writeUInt16LE(e.name.length, 28);
      r.writeUInt32LE(e.offset, 42);
      return Buffer.concat([r, e.name]);
    });
    const directory = Buffer.concat(records);
    if (start + directory.length > LIMIT) throw new Error('A zip archive over 4 GB needs zip64');
    const end = Buffer.alloc(22);
    end.writeUInt32LE(0x06054b50, 0);
    end.writeUInt16LE(records.length, 8);
    end.writeUInt16LE(records.length, 10);
    end.writeUInt32LE(directory.length, 12);
    end.writeUInt32LE(start, 16);
    await this.put(Buffer.concat([directory, end]));
  }
}
