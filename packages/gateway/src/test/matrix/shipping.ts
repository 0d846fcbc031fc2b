import { firstOfMonth } from '@fgss/contracts';
import { type GridSample, gridSamples, type Samples } from './kit.js';
import { workbook } from './part-rules.js';

/** A ship-to warehouse the small seed's history ships to on every server (GM's second). */
const WAREHOUSE = 'GM2';
const plan = { option: 'SH', plantId: 'JRZ3' };
const now = new Date();
const month = { year: now.getFullYear(), month: now.getMonth() + 1 };
const today = now.toISOString().slice(0, 10);

const progress = { plantId: 'JRZ1', status: 1, frequency: 2, ...month, skip: 0, take: 10 };

/** The plan screens' plants and lookups, which need at most the plant and paging. */
const lookupSamples: Samples = Object.fromEntries([
  ...['ShipmentPlanMaintenanceMaster', 'ShipmentPlanProgressReport', 'ShipmentPlanChangeLog'].flatMap((screen) =>
    ['plants', 'activePlant'].map((call) => [`shipping.${screen}.${call}`, { '': () => ({}) }]),
  ),
  ...['years', 'months', 'customers', 'customerGroups', 'shipToWhse'].map((call) => [
    `shipping.ShipmentPlanMaintenanceMaster.${call}`,
    { '': () => ({}) },
  ]),
  ...['years', 'months'].map((call) => [`shipping.ShipmentPlanProgressReport.${call}`, { '': () => ({}) }]),
  ...['customerCodes', 'sewsPartNumbers', 'shipToWhse'].map((call) => [
    `shipping.ShipmentPlanChangeLog.${call}`,
    { '': () => ({ plantId: 'JRZ3', skip: 0, take: 10 }) },
  ]),
]);

/** Shipment plan check and maintenance grids. */
export const shippingGrids: Record<string, GridSample> = {
  'shipping.ShipmentPlanCheckMaster': {
    newRow: () => ({ shipToWhse: WAREHOUSE, adhere: true, adherecetype: 'WEEKLY' }),
    key: 'shipToWhse',
  },
  'shipping.ShipmentPlanMaintenanceMaster': {
    newRow: (k) => ({
      ...plan,
      sewsPartNo: k.code(40),
      lineCode: 'L1',
      custGroup: 'GM',
      customerCode: 'GM',
      shipDate: firstOfMonth(),
      shipToWhse: WAREHOUSE,
      shipQty: 5,
    }),
    key: 'sewsPartNo',
    touch: 'lineCode',
    listInput: { ...plan, ...month },
  },
};

export const shippingSamples: Samples = {
  ...Object.assign({}, ...Object.entries(shippingGrids).map(([grid, spec]) => gridSamples(grid, spec))),
  'shipping.ShipmentPlanCheckMaster.shipToWhse': { '': () => ({}) },
  'shipping.ShipmentPlanCheckMaster.adhereceType': { '': () => ({}) },
  // A plan of its own (PROD), so that deleting it leaves the grid samples' rows.
  'shipping.ShipmentPlanMaintenanceMaster.deleteAll': { '': () => ({ ...plan, option: 'PROD', ...month }) },
  'shipping.ShipmentPlanMaintenanceMaster.template': { '': () => ({ type: 'SH' }) },
  // An import adds rows: create is its right.
  'shipping.ShipmentPlanMaintenanceMaster.import': {
    '': async (k) => ({
      ...plan,
      file: await workbook(
        'plan.xlsx',
        ['SEWS Part No.', 'Line Code', 'Cust Group', 'Customer Code', 'Ship Date', 'Ship To Whse'],
        [[k.code(40), 'L1', 'GM', 'GM', firstOfMonth(), WAREHOUSE]],
      ),
    }),
  },
  'shipping.ShipmentPlanProgressReport.progress': { '': () => progress },
  'shipping.ShipmentPlanProgressReport.planErrors': { '': () => progress },
  'shipping.ShipmentPlanChangeLog.list': { '': () => ({ plantId: 'JRZ3', from: today, to: today, take: 10 }) },
  ...lookupSamples,
};
