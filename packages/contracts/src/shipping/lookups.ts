import { z } from 'zod';
import { defineCall } from '../call.js';
import { loadOptions } from '../grid/load-options.js';
import { plantCalls } from '../plants.js';
import { reportLookupItem, text } from '../report/kit.js';

export const SHIPPING_PLAN_MODULE = 'ShippingPlan';
const read = (screen: string) => ({ kind: 'screen', module: SHIPPING_PLAN_MODULE, screen, action: 'read' }) as const;

/** The plant selector's calls of a plan screen: {Screen}/Plants and {Screen}/ActivePlant. */
export const planPlants = (screen: string) => plantCalls('shipping', SHIPPING_PLAN_MODULE, screen);

/** A short list for a select (years, months, customers, customer groups), under `data` (spec 3 section 7). */
export function planOptions<S extends z.ZodRawShape>(screen: string, path: string, input: S) {
  return defineCall({
    service: 'shipping',
    method: 'GET',
    path: `${screen}/${path}`,
    access: read(screen),
    input: z.object(input),
    response: z.object({ data: z.array(reportLookupItem) }),
  });
}

/** A ship-to warehouse of the plant's history: what a plan line and a plan check may name (the service checks). */
export const shipToWhseField = {
  kind: 'text',
  label: 'Ship To Whse',
  max: 5,
  required: true,
  upper: true,
  lookup: { table: 'shipToWarehouses' },
} as const;

/**
 * A plan line's customer code is a customer the plant ships to (HONDA, STELLANTIS, ...). Spec 3
 * bounds it only for the progress export (4); the plan record names no limit, and customer ids
 * elsewhere in the spec go to 40 (FORD alert, component code, customer labels), so plan lines,
 * their import and the change log take that bound.
 */
export const PLAN_CUSTOMER_CODE_MAX = 40;

/** The change log's narrowing filters: each lookup lists what fits the others (spec 3 section 7). */
export const planNarrowing = {
  plantId: text(12),
  sewsPartNo: text(40),
  customerCode: text(PLAN_CUSTOMER_CODE_MAX),
  shipToWhse: text(5),
};

const { skip, take } = loadOptions([]).shape;

/** A paged lookup of the plan history (part numbers, customers, warehouses), ten at a time. */
export function planLookup(screen: string, path: string) {
  return defineCall({
    service: 'shipping',
    method: 'GET',
    path: `${screen}/${path}`,
    access: read(screen),
    input: z.object({ skip, take, searchValue: text(50), ...planNarrowing }),
    response: z.object({ data: z.array(reportLookupItem), totalCount: z.number().int() }),
  });
}
