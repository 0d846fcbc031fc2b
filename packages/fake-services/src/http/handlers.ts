import type { AnyCall, BatchSave, FileCall, Language, TokenClaims } from '@fgss/contracts';
import type { ExportColumn } from '@fgss/workbook';
import type { z } from 'zod';
import type { CustomsLink } from '../customs/customs-link.js';
import type { CentralDb } from '../db/central.js';
import type { PlantDb } from '../db/plant.js';
import type { PrintSettings } from '../labels/printer-check.js';
import type { RenderPool } from '../labels/render-pool.js';
import type { PrinterWatches } from '../print-center/printer-watch.js';

export interface HandlerContext {
  central: CentralDb;
  /** The verified caller; null only on public calls. */
  user: TokenClaims | null;
  /** The plant database of the server named in the caller's token (401 on public calls). */
  readonly plant: PlantDb;
  printing: PrintSettings;
  /** The plants' printer watches (Print Center). */
  printers: PrinterWatches;
  /** Where labels are drawn, rendered and scanned (Check, Preview): off the event loop. */
  renders: RenderPool;
  /** Where ASNs are sent to customs. */
  customs: CustomsLink;
  /** The request's Idempotency-Key: the user's action, the same on each of its retries. */
  idempotencyKey?: string;
  /** The user's language from Accept-Language, sent on print calls: labels print dates in its order. */
  language: Language | null;
  /** The caller's address: the browser's as the gateway forwards it (X-Forwarded-For from a trusted proxy). */
  clientIp: string;
}

export type Handler<C extends AnyCall> = (
  input: z.output<C['input']>,
  ctx: HandlerContext,
) => Promise<z.output<C['response']>>;

/** What a file call's handler answers: the spreadsheet the route writes as the service's file. */
export interface FileReply {
  /** The spec's file name, without date or extension ('PackingList', 'Return Products Report'). */
  fileName: string;
  title: string;
  columns: ExportColumn[];
  rows: Record<string, unknown>[];
  /** Lines above the header row ('label', value): a shipment's head. */
  head?: unknown[][];
  /** Lines below the rows: totals. */
  foot?: unknown[][];
  /** A template: its header row and nothing else, named without a date, sent even with no rows. */
  template?: boolean;
}

export type FileHandler<C extends AnyCall> = (input: z.output<C['input']>, ctx: HandlerContext) => Promise<FileReply>;

/** The screens of a tree that are plain masters (plainMasterCalls): their handlers are made for them. */
type PlainMasterKeys<T> = { [K in keyof T]: T[K] extends { list: { plainMaster: object } } ? K : never }[keyof T];
/** A grid's save is the gateway's: the service answers its insert, update and delete calls. */
type BatchSaveKeys<T> = { [K in keyof T]: T[K] extends BatchSave ? K : never }[keyof T];

/**
 * One handler per call of a registry (sub)tree, typed from its contract: a call without a
 * handler, or a handler that takes or returns something else, does not type-check. A plain
 * master needs none (grid/plain-masters.ts).
 */
export type HandlersOf<T> = {
  [K in Exclude<keyof T, PlainMasterKeys<T> | BatchSaveKeys<T>>]: T[K] extends FileCall
    ? FileHandler<T[K]>
    : T[K] extends AnyCall
      ? Handler<T[K]>
      : HandlersOf<T[K]>;
} & { [K in PlainMasterKeys<T>]?: HandlersOf<T[K]> };
