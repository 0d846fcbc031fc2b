import { randomUUID } from 'node:crypto';
import { PassThrough } from 'node:stream';
import {
  type AnyCall,
  EXPORT_CURSOR_HEADER,
  EXPORT_CURSOR_PATH,
  EXPORT_FIELDS_HEADER,
  exportRequest,
  messages,
  REQUEST_ID_HEADER,
  traceSearch,
  XLSX_TYPE,
} from '@fgss/contracts';
import { attachment, datedFileName, knownTimeZone, reportDate, reportWorkbook } from '@fgss/workbook';
import { TRPCError } from '@trpc/server';
import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { checkAccess } from '../access.js';
import type { Context } from '../context.js';
import { issueLines, retryAfterHeaders } from '../errors.js';
import type { ExportSlots } from '../export-slots.js';
import { badReply, forward } from '../forward.js';
import type { GiveWay } from '../give-way.js';
import { gridList } from './grid-lists.js';
import { pagesAhead } from './pages.js';
import { traceExportRows } from './trace-export.js';

/**
 * Rows asked of the service per page while walking the whole filtered data set. A page stays
 * alive while it is written, long enough for V8 to promote it to the old generation, which is
 * only swept by a full collection: small pages keep the gateway's peak memory near its idle size
 * (measured on the 105,984-row export: 5,000 rows peaked 100 MB above idle, 1,000 rows 35 MB).
 */
const PAGE_ROWS = 1000;
/**
 * Cells per page: the plant builds a page and the gateway parses and writes it, each in one go on
 * its event loop, so a wide export (200 columns) takes fewer rows a page and other users' calls
 * are answered between its pages (bench fair-use (d), (e)).
 */
const PAGE_CELLS = 10_000;
/** How many times its last page's time an export rests while others' calls are in flight. */
const GIVE_WAY = 4;
const pageRowsFor = (fields: number) => Math.max(50, Math.min(PAGE_ROWS, Math.floor(PAGE_CELLS / fields)));
/** An Excel sheet holds 1,048,576 rows; four are the title, date, header and end rows. */
const MAX_EXPORT_ROWS = 1_048_576 - 4;

const seconds = (since: number) => (performance.now() - since) / 1000;

const fail = (reply: FastifyReply, status: number, message: string, issues?: string[]) =>
  reply.code(status).send(issues ? { message, issues } : { message });

/** A page as the service answers it: rows as the contract says, or as arrays of the fields asked. */
type Page = { data: unknown[]; fields?: string[]; totalCount?: number };

/**
 * A page's rows as arrays of `fields`' values. The arrays a service sent for them are taken as
 * they are; a service that ignores EXPORT_FIELDS_HEADER sends objects, which are read by field.
 */
function rowsOf(page: Page, fields: string[]): unknown[][] {
  if (page.fields) {
    if (page.fields.length !== fields.length || page.fields.some((f, i) => f !== fields[i])) throw badReply();
    return page.data as unknown[][];
  }
  return (page.data as Record<string, unknown>[]).map((row) => fields.map((f) => row[f]));
}

/** Starts the .xlsx download named by `title` and its date; the workbook is streamed into what it returns. */
function download(reply: FastifyReply, title: string, at: ReturnType<typeof reportDate>): PassThrough {
  const out = new PassThrough();
  reply
    .header('content-type', XLSX_TYPE)
    .header('content-disposition', attachment(datedFileName(title, at)))
    .header('cache-control', 'no-store')
    .send(out);
  return out;
}

/** Tells the list's service the export is abandoned, so it frees what it keeps for the cursor (best effort). */
async function releaseCursor(call: AnyCall, ctx: Context, cursor: Record<string, string>): Promise<void> {
  const { origin, pathname } = new URL(`${ctx.upstream.serviceUrls[call.service]}/${EXPORT_CURSOR_PATH}`);
  try {
    const res = await ctx.upstream.dispatcher.request({
      origin,
      path: pathname,
      method: 'DELETE',
      headers: { ...cursor, authorization: `Bearer ${ctx.token}`, [REQUEST_ID_HEADER]: ctx.requestId },
      headersTimeout: ctx.upstream.timeoutMs,
      bodyTimeout: ctx.upstream.timeoutMs,
    });
    await res.body.dump();
  } catch (err) {
    ctx.log.warn({ err, service: call.service }, 'export cursor not released');
  }
}

/**
 * Excel export of a grid's whole filtered data set: the gateway pages through the service and
 * streams the workbook, so the browser never holds the rows. Permission is the list call's own;
 * a user runs at most as many at once as `slots` allow, and between pages it gives way to `others`' calls.
 */
export function registerExportRoute(
  app: FastifyInstance,
  makeContext: (req: FastifyRequest) => Promise<Context>,
  slots: ExportSlots,
  others: GiveWay,
) {
  app.post('/api/export', async (req, reply) => {
    const started = performance.now();
    const body = exportRequest.safeParse(req.body);
    if (!body.success) {
      const issues = issueLines(body.error.issues);
      return fail(reply, 400, issues.join('\n'), issues);
    }
    const { procedure, loadOptions, title, columns, highlight, language, timeZone, dateFormat } = body.data;
    const dated = () => reportDate(new Date(), language, knownTimeZone(timeZone), dateFormat);
    // The trace is the gateway's own composition, not a list: its few rows are written at once.
    if (procedure === traceSearch.name) {
      const ctx = await makeContext(req);
      let rows: Record<string, unknown>[];
      try {
        if (ctx.user) await slots.hold(ctx.user, reply);
        rows = await traceExportRows(loadOptions, columns, ctx);
      } catch (err) {
        if (!(err instanceof TRPCError)) throw err;
        return fail(reply.headers(retryAfterHeaders([err])), getHTTPStatusCodeFromError(err), err.message);
      }
      if (rows.length === 0) return fail(reply, 404, messages.noRecords);
      const at = dated();
      const workbook = await reportWorkbook(download(reply, title, at), { title, columns, at });
      await workbook.addRows(rows.map((row) => columns.map((c) => row[c.field])));
      await workbook.end();
      ctx.metrics.exports.observe({ outcome: 'written' }, seconds(started));
      return reply;
    }
    const list = gridList(procedure);
    if (list === 'unknown') return fail(reply, 400, `Unknown procedure '${procedure}'`);
    if (list === 'not-a-list') return fail(reply, 400, `'${procedure}' is not a grid list and cannot be exported`);
    const unknown = columns.find((c) => !list.columns.includes(c.field));
    if (unknown) return fail(reply, 400, `Unknown column '${unknown.field}' in export`);
    if (highlight && !list.columns.includes(highlight))
      return fail(reply, 400, `Unknown column '${highlight}' to highlight in export`);

    const ctx = await makeContext(req);
    // A row of the file: the columns' values, then the highlight's.
    const fields = [...columns.map((c) => c.field), ...(highlight ? [highlight] : [])];
    const pageRows = pageRowsFor(fields.length);
    // Every page names the export, so a service that can keeps its ordered result between pages,
    // and the fields, so it can send only their values.
    const headers = { [EXPORT_CURSOR_HEADER]: randomUUID(), [EXPORT_FIELDS_HEADER]: fields.join(',') };
    let input: Record<string, unknown>;
    let first: Page;
    let firstRows: unknown[][];
    // From its first page until its last (a short one) was read, the service may keep the
    // export's rows: a download that ends between (cancelled, too large, failed) frees them now.
    let asked: Promise<Page> | undefined;
    let kept = false;
    reply.raw.once('close', () => {
      asked?.then(
        () => (kept ? releaseCursor(list.call, ctx, headers) : undefined),
        () => undefined,
      );
    });
    try {
      checkAccess(list.call.access, ctx, loadOptions);
      if (ctx.user) await slots.hold(ctx.user, reply);
      // An export is the flat rows: no groups, summaries or count-only replies.
      const flat = { group: undefined, groupSummary: undefined, totalSummary: undefined, isCountQuery: undefined };
      const parsed = list.call.input.safeParse({
        ...loadOptions,
        ...flat,
        skip: 0,
        take: pageRows,
        requireTotalCount: true,
      });
      if (!parsed.success) {
        const issues = issueLines(parsed.error.issues);
        return fail(reply, 400, issues.join('\n'), issues);
      }
      input = parsed.data as Record<string, unknown>;
      asked = forward(list.call, input, ctx, { headers, response: list.exportPage }) as Promise<Page>;
      first = await asked;
      kept = first.data.length === pageRows;
      firstRows = rowsOf(first, fields);
    } catch (err) {
      if (!(err instanceof TRPCError)) throw err;
      return fail(reply.headers(retryAfterHeaders([err])), getHTTPStatusCodeFromError(err), err.message);
    }
    if (first.data.length === 0) return fail(reply, 404, messages.noRecords);
    if ((first.totalCount ?? 0) > MAX_EXPORT_ROWS)
      return fail(
        reply,
        400,
        `Too many rows to export (${first.totalCount}); at most ${MAX_EXPORT_ROWS} fit in a sheet. Narrow the filter.`,
      );

    const at = dated();
    const out = download(reply, title, at);
    // While other users' calls are in flight, the export rests GIVE_WAY times as long as its last
    // page took at the service or here, before asking the next and after writing one.
    let pageMs = 0;
    const rest = () => others.until(GIVE_WAY * pageMs);
    // The first page was checked against the contract; the later ones of the same query are trusted.
    const pageAt = async (skip: number) => {
      await rest();
      const asking = performance.now();
      const page = (await forward(list.call, { ...input, skip, requireTotalCount: false }, ctx, {
        trusted: true,
        headers,
      })) as Page;
      pageMs = Math.max(pageMs, performance.now() - asking);
      kept = page.data.length === pageRows;
      return rowsOf(page, fields);
    };
    let written = 0;
    try {
      const workbook = await reportWorkbook(out, { title, columns, at, highlight: highlight !== undefined });
      for await (const rows of pagesAhead(firstRows, pageAt, pageRows, MAX_EXPORT_ROWS)) {
        const writing = performance.now();
        await workbook.addRows(rows);
        pageMs = Math.max(pageMs, performance.now() - writing);
        written += rows.length;
        if (out.destroyed) break;
        await rest();
        pageMs = 0;
      }
      if (!out.destroyed) await workbook.end();
      req.log.info({ procedure, rows: written }, 'export written');
      ctx.metrics.exports.observe({ outcome: out.destroyed ? 'cancelled' : 'written' }, seconds(started));
    } catch (err) {
      ctx.metrics.exports.observe({ outcome: 'failed' }, seconds(started));
      // The headers are gone: all that is left is to cut the download short.
      req.log.error({ err, procedure }, 'export failed while streaming');
      out.destroy(err instanceof Error ? err : new Error(String(err)));
    }
    return reply;
  });
}
