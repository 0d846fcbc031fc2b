import { ADHERENCE_TYPES, type shipping } from '@fgss/contracts';
import type { HandlerContext, HandlersOf } from '../http/handlers.js';
import { plantHandlers } from '../plants/handlers.js';
import { changeLogFile, changeLogPage } from './change-log.js';
import {
  changeLogLookup,
  customerGroups,
  customers,
  months,
  planYears,
  shipToWarehouses,
  shipToWhse,
} from './lookups.js';
import { deleteAllPlan, planWithin, savePlan } from './plan-book.js';
import { checkedPlanChecks } from './plan-checks.js';
import { importPlan, planTemplate } from './plan-import.js';
import { progressChart, progressFile } from './progress.js';
import { planCheckStore, planRowStore } from './stores.js';

const none = { inserted: [], updated: [], deleted: [] };
const userOf = (ctx: HandlerContext) => ctx.user?.sub ?? '';

/** The shipping plan screens (spec 3 section 2.2). */
export const shippingHandlers: HandlersOf<typeof shipping> = {
  ShipmentPlanCheckMaster: {
    list: async (input, { plant }) => planCheckStore.load(plant, input),
    insert: async (rows, { plant }) => planCheckStore.insert(plant, checkedPlanChecks(rows)),
    update: async (rows, { plant }) => planCheckStore.update(plant, checkedPlanChecks(rows)),
    remove: async (keys, { plant }) => planCheckStore.remove(plant, keys),
    shipToWhse: async (_i, { plant }) => ({ data: shipToWarehouses(plant) }),
    adhereceType: async () => ({ data: [...ADHERENCE_TYPES] }),
  },
  ShipmentPlanMaintenanceMaster: {
    list: async ({ option, plantId, year, month, ...o }, { plant }) =>
      planRowStore.load(plant, o, planWithin({ option, plantId, year, month })),
    insert: async (rows, ctx) => savePlan(ctx.plant, { ...none, inserted: rows }, userOf(ctx)),
    update: async (rows, ctx) => savePlan(ctx.plant, { ...none, updated: rows }, userOf(ctx)),
    remove: async (keys, ctx) => savePlan(ctx.plant, { ...none, deleted: keys }, userOf(ctx)),
    import: async ({ option, plantId, file }, ctx) => importPlan(ctx.plant, option, plantId, file, userOf(ctx)),
    template: async ({ type }) => planTemplate(type),
    deleteAll: async (scope, ctx) => deleteAllPlan(ctx.plant, scope, userOf(ctx)),
    ...plantHandlers,
    years: async ({ plantId }, { plant }) => planYears(plant, plantId),
    months: async () => months(),
    customers: async (_i, { plant }) => customers(plant),
    customerGroups: async (_i, { plant }) => customerGroups(plant),
    shipToWhse: async (_i, { plant }) => shipToWhse(plant),
  },
  ShipmentPlanProgressReport: {
    ...plantHandlers,
    years: async ({ plantId }, { plant }) => planYears(plant, plantId),
    months: async () => months(),
    chart: async (filter, { plant }) => progressChart(plant, filter),
    export: async (filter, { plant }) => progressFile(plant, filter),
  },
  ShipmentPlanChangeLog: {
    list: async (filter, { plant }) => changeLogPage(plant, filter),
    export: async (filter, { plant }) => changeLogFile(plant, filter),
    ...plantHandlers,
    customerCodes: async (f, { plant }) => changeLogLookup(plant, 'customerCode', f),
    sewsPartNumbers: async (f, { plant }) => changeLogLookup(plant, 'sewsPartNo', f),
    shipToWhse: async (f, { plant }) => changeLogLookup(plant, 'shipToWhse', f),
  },
};
