import type { AnyCall, BatchSave, TokenClaims } from '@fgss/contracts';
import type { z } from 'zod';
import type { CustomsLink } from '../customs/customs-link.js';
import type { CentralDb } from '../db/central.js';
import type { PlantDb } from '../db/plant.js';
import type { PrintSettings } from '../labels/printer-check.js';

export interface HandlerContext {
  central: CentralDb;
  /** The verified caller; null only on public calls. */
  user: TokenClaims | null;
  /** The plant database of the server named in the caller's token (401 on public calls). */
  readonly plant: PlantDb;
  printing: PrintSettings;
  /** Where ASNs are sent to customs. */
  customs: CustomsLink;
  /** The request's Idempotency-Key: the user's action, the same on each of its retries. */
  idempotencyKey?: string;
}

export type Handler<C extends AnyCall> = (
  input: z.output<C['input']>,
  ctx: HandlerContext,
) => Promise<z.output<C['response']>>;

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
  [K in Exclude<keyof T, PlainMasterKeys<T> | BatchSaveKeys<T>>]: T[K] extends AnyCall
    ? Handler<T[K]>
    : HandlersOf<T[K]>;
} & { [K in PlainMasterKeys<T>]?: HandlersOf<T[K]> };
