import { PassThrough, type Writable } from 'node:stream';
import { acceptedLanguage, dateFormatFor, messages, XLSX_TYPE } from '@fgss/contracts';
import { attachment, datedFileName, type ReportDate, reportDate, reportWorkbook } from '@fgss/workbook';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { notFound } from './errors.js';
import type { FileReply } from './handlers.js';

/**
 * When the file was asked for: the exportDate (yyyy/MM/dd) and exportTime the caller sent, in
 * the language's date order; the service's clock when it sent none.
 */
function stampOf(input: unknown, language: string): ReportDate {
  const now = reportDate(new Date(), language);
  const { exportDate, exportTime } = input as { exportDate?: string; exportTime?: string };
  if (!exportDate) return exportTime ? { ...now, time: exportTime } : now;
  const [yyyy = '', MM = '', dd = ''] = exportDate.split('/');
  const parts: Record<string, string> = { yyyy, MM, dd };
  const date = dateFormatFor(language).replace(/yyyy|MM|dd/g, (t) => parts[t] ?? t);
  return { ...now, date, time: exportTime ?? now.time, fileDate: date.replace(/\//g, '-') };
}

/**
 * A file call's answer: its spreadsheet streamed as it is written, with the spec's file name
 * (name plus the date, day first for ES); '[20024]No records found' (404) when it has no rows.
 */
export async function sendFile(request: FastifyRequest, reply: FastifyReply, input: unknown, file: FileReply) {
  if (!file.template && file.rows.length === 0) throw notFound(messages.noRecords);
  const at = stampOf(input, acceptedLanguage(request.headers['accept-language']) ?? 'EN');
  const name = file.template ? `${file.fileName}.xlsx` : datedFileName(file.fileName, at);
  const out = new PassThrough();
  reply.type(XLSX_TYPE).header('content-disposition', attachment(name)).header('cache-control', 'no-store').send(out);
  try {
    await writeFile(out, file, at);
  } catch (err) {
    request.log.error({ err }, 'file reply failed while streaming');
    out.destroy(err instanceof Error ? err : new Error(String(err)));
  }
  return reply;
}

/** A file reply's workbook, written to `out` as made. */
export async function writeFile(out: Writable, file: FileReply, at: ReportDate): Promise<void> {
  const { title, columns, head, foot, template } = file;
  const book = await reportWorkbook(out, { title, columns, at, head, bare: template });
  await book.addRows(file.rows.map((row) => columns.map((c) => row[c.field])));
  await book.end(foot);
}
