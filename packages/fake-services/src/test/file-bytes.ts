import { PassThrough } from 'node:stream';
import { reportDate } from '@fgss/workbook';
import { writeFile } from '../http/file-reply.js';
import type { FileReply } from '../http/handlers.js';

/** A file handler's reply as the bytes the service sends (English dates, now). */
export async function fileBytes(file: FileReply): Promise<Buffer> {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise((resolve) => out.on('end', resolve));
  await writeFile(out, file, reportDate(new Date(), 'EN'));
  await ended;
  return Buffer.concat(chunks);
}
