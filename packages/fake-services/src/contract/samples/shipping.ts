import { firstOfMonth } from '@fgss/contracts';
import { workbookFile } from '../../import/workbook-file.js';
import { api, gridSamples, type Sample, tag } from '../kit.js';

const plan = { option: 'SH', plantId: 'JRZ2' };
const now = new Date();
const month = { year: now.getFullYear(), month: now.getMonth() + 1 };
const today = now.toISOString().slice(0, 10);

/**
 * The ship-to warehouses of the plant's history, as the lookup offers them. Each new check takes
 * the next one, so that the two rows a save sample sets up are found apart.
 */
let warehouses: string[] = [];
let next = 0;
const warehouseSample =
  (sample: Sample): Sample =>
  async () => {
    if (warehouses.length === 0)
      warehouses = (await api<{ data: string[] }>('shipping.ShipmentPlanCheckMaster.shipToWhse', {})).data;
    return sample();
  };
const check = gridSamples(
  'shipping.ShipmentPlanCheckMaster',
  () => ({ shipToWhse: warehouses[next++ % warehouses.length], adhere: true, adherecetype: 'DAILY' }),
  (row) => ['shipToWhse', '=', row.shipToWhse],
  (row) => ({ ...row, adhere: false }),
);
const checkSamples = Object.fromEntries(Object.entries(check).map(([name, s]) => [name, warehouseSample(s)]));

const progress = { plantId: 'JRZ1', status: 0, frequency: 0, from: firstOfMonth(), to: today, skip: 0, take: 10 };

/** The plan screens' plants and lookups: nothing but the plant (and paging) to give. */
const lookupSamples: Record<string, Sample> = Object.fromEntries([
  ...['ShipmentPlanMaintenanceMaster', 'ShipmentPlanProgressReport', 'ShipmentPlanChangeLog'].flatMap((screen) =>
    ['plants', 'activePlant'].map((call) => [`shipping.${screen}.${call}`, () => ({})]),
  ),
  ...['years', 'months', 'customers', 'customerGroups', 'shipToWhse'].map((call) => [
    `shipping.ShipmentPlanMaintenanceMaster.${call}`,
    () => (call === 'years' ? { plantId: 'JRZ2' } : {}),
  ]),
  ['shipping.ShipmentPlanProgressReport.years', () => ({ plantId: 'JRZ1' })],
  ['shipping.ShipmentPlanProgressReport.months', () => ({})],
  ...['customerCodes', 'sewsPartNumbers', 'shipToWhse'].map((call) => [
    `shipping.ShipmentPlanChangeLog.${call}`,
    () => ({ plantId: 'JRZ2', skip: 0, take: 10 }),
  ]),
]);

/** Shipment plan check and maintenance grids, Delete All and the change log. */
export const shippingSamples: Record<string, Sample> = {
  ...checkSamples,
  'shipping.ShipmentPlanCheckMaster.shipToWhse': () => ({}),
  'shipping.ShipmentPlanCheckMaster.adhereceType': () => ({}),
  ...gridSamples(
    'shipping.ShipmentPlanMaintenanceMaster',
    (t) => ({
      ...plan,
      sewsPartNo: `CT-${t}`,
      lineCode: 'L1',
      custGroup: 'FORD',
      customerCode: 'FORD',
      shipDate: firstOfMonth(),
      shipToWhse: 'FOR1',
      shipQty: 10,
    }),
    (row) => ['sewsPartNo', '=', row.sewsPartNo],
    (row) => ({ ...row, shipQty: 20 }),
    { ...plan, ...month },
  ),
  'shipping.ShipmentPlanMaintenanceMaster.deleteAll': async () => {
    // A plan of its own, so that the other samples' rows stay.
    const own = { option: 'PROD', plantId: 'JRZ2' };
    await api('shipping.ShipmentPlanMaintenanceMaster.insert', {
      rows: [
        {
          ...own,
          sewsPartNo: `CT-${tag()}`,
          lineCode: 'L1',
          custGroup: 'FORD',
          customerCode: 'FORD',
          prodDate: firstOfMonth(),
          shipToWhse: 'FOR1',
        },
      ],
    });
    return { ...own, ...month };
  },
  'shipping.ShipmentPlanMaintenanceMaster.template': () => ({ type: 'PROD' }),
  'shipping.ShipmentPlanMaintenanceMaster.import': async () => ({
    ...plan,
    file: await workbookFile(
      'plan.xlsx',
      ['SEWS Part No.', 'Line Code', 'Cust Group', 'Customer Code', 'Ship Date', 'Ship To Whse', 'Ship Qty'],
      [[`CT-${tag()}`, 'L1', 'FORD', 'FORD', firstOfMonth(), 'FOR1', 3]],
    ),
  }),
  ...lookupSamples,
  'shipping.ShipmentPlanProgressReport.progress': () => progress,
  'shipping.ShipmentPlanProgressReport.planErrors': () => progress,
  'shipping.ShipmentPlanChangeLog.list': () => ({ plantId: 'JRZ2', from: today, to: today, take: 10 }),
};
