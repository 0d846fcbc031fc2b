import { once } from 'node:events';
import { createRequire } from 'node:module';
import type { Duplex } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { workbookFile } from './workbook-file.js';

/**
 * exceljs's streaming reader (xlsx-import.ts) takes a workbook's parts from unzipper's Parse
 * stream, pausing it while it parses each part. Parse used to emit 'end' as soon as it had read
 * the whole upload, even with parts still waiting for the paused reader: those parts were lost
 * and a good workbook was refused as not a workbook, now and then, on a busy machine. The patch
 * in patches/ lets the stream end only once its parts are read; this checks the copy exceljs uses.
 */
const unzipper = createRequire(createRequire(import.meta.url).resolve('exceljs'))('unzipper') as {
  Parse(opts: { forceStream: boolean }): Duplex;
};

describe("a workbook's parts", () => {
  it('all reach a reader that falls behind the unzipping', async () => {
    const file = await workbookFile('alerts.xlsx', ['SEWS Part No.'], [['82111-AB001']]);
    const zip = unzipper.Parse({ forceStream: true });
    const read: string[] = [];
    let endedEarly = false;
    zip.on('end', () => {
      endedEarly ||= read.length < 2;
    });
    // The reader takes the first part, then is busy (paused) until the whole upload is unzipped.
    zip.once('data', (part: { path: string; autodrain(): void }) => {
      read.push(part.path);
      part.autodrain();
      zip.pause();
    });
    const finished = once(zip, 'finish');
    zip.end(Buffer.from(file.content));
    await finished;
    zip.on('data', (part: { path: string; autodrain(): void }) => {
      read.push(part.path);
      part.autodrain();
    });
    zip.resume();
    if (!zip.readableEnded) await once(zip, 'end');
    expect(endedEarly).toBe(false);
    expect(read).toEqual(
      expect.arrayContaining(['xl/workbook.xml', 'xl/worksheets/sheet1.xml', 'xl/sharedStrings.xml']),
    );
  });
});
