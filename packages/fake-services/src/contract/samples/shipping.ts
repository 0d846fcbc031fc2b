import { firstOfMonth, todayIso } from '@fgss/contracts';
import { gridsSamples, none, one, type SampleKit, type Samples, upload } from './kit.js';

/** Plan rows name what the seeded history ships to (GM, group GM, warehouse GM2). */
const plan = { option: 'SH', plantId: 'JRZ2' };
const now = new Date();
const month = { year: now.getFullYear(), month: now.getMonth() + 1 };
const today = todayIso();

/**
 * The ship-to warehouses of the plant's history, as the lookup offers them. Each new check takes
 * the next one, so that the rows a save sample sets up are found apart.
 */
let next = 0;
async function nextWarehouse(k: SampleKit): Promise<string> {
  const { data } = await k.memo('warehouses', () =>
    k.call<{ data: string[] }>('shipping.ShipmentPlanCheckMaster.shipToWhse', {}),
  );
  return data[next++ % data.length] as string;
}

/** The progress export: the progress report shipped daily, and the plan error report produced monthly. */
const progress = {
  'progress, shipped, daily': () => ({
    plantId: 'JRZ1',
    status: 0,
    frequency: 0,
    type: 0,
    from: firstOfMonth(),
    to: today,
    exportDate: today.replace(/-/g, '/'),
    exportTime: '10:00:00',
  }),
  'plan errors, produced, monthly': async (k: SampleKit) => {
    // A production plan row whose part the XREF lacks: a plan error to write.
    await k.call('shipping.ShipmentPlanMaintenanceMaster.insert', [
      {
        option: 'PROD',
        plantId: 'JRZ2',
        sewsPartNo: `E-${k.code(16)}`,
        lineCode: 'L1',
        custGroup: 'GM',
        customerCode: 'GM',
        prodDate: firstOfMonth(),
        shipToWhse: 'GM2',
      },
    ]);
    return { plantId: 'JRZ2', status: 1, frequency: 2, type: 1, ...month };
  },
};

/** The plan screens' plants and lookups: nothing but the plant (and paging) to give. */
const lookups: Samples = Object.fromEntries([
  ...['ShipmentPlanMaintenanceMaster', 'ShipmentPlanProgressReport', 'ShipmentPlanChangeLog'].flatMap((screen) =>
    ['plants', 'activePlant'].map((call) => [`shipping.${screen}.${call}`, none]),
  ),
  ...['years', 'months', 'customers', 'customerGroups', 'shipToWhse'].map((call) => [
    `shipping.ShipmentPlanMaintenanceMaster.${call}`,
    call === 'years' ? one(() => ({ plantId: 'JRZ2' })) : none,
  ]),
  ['shipping.ShipmentPlanProgressReport.years', one(() => ({ plantId: 'JRZ1' }))],
  ['shipping.ShipmentPlanProgressReport.months', none],
  ...['customerCodes', 'sewsPartNumbers', 'shipToWhse'].map((call) => [
    `shipping.ShipmentPlanChangeLog.${call}`,
    one(() => ({ plantId: 'JRZ2', skip: 0, take: 10 })),
  ]),
]);

/** Shipment plan check and maintenance grids, Delete All, import, progress and the change log. */
export const shippingSamples: Samples = {
  ...gridsSamples({
    'shipping.ShipmentPlanCheckMaster': {
      newRow: async (k) => ({ shipToWhse: await nextWarehouse(k), adhere: true, adherecetype: 'DAILY' }),
      key: 'shipToWhse',
      edit: (row) => ({ ...row, adhere: false }),
    },
    'shipping.ShipmentPlanMaintenanceMaster': {
      newRow: (k) => ({
        ...plan,
        sewsPartNo: `S-${k.code(16)}`,
        lineCode: 'L1',
        custGroup: 'GM',
        customerCode: 'GM',
        shipDate: firstOfMonth(),
        shipToWhse: 'GM2',
        shipQty: 10,
      }),
      key: 'sewsPartNo',
      edit: (row) => ({ ...row, shipQty: 20, lineCode: 'L2' }),
      listInput: { ...plan, ...month },
    },
  }),
  'shipping.ShipmentPlanCheckMaster.shipToWhse': none,
  'shipping.ShipmentPlanCheckMaster.adhereceType': none,
  'shipping.ShipmentPlanMaintenanceMaster.deleteAll': one(async (k) => {
    // A plan of its own, so that the other samples' rows stay.
    const own = { option: 'PROD', plantId: 'JRZ2' };
    await k.call('shipping.ShipmentPlanMaintenanceMaster.insert', [
      {
        ...own,
        sewsPartNo: `S-${k.code(16)}`,
        lineCode: 'L1',
        custGroup: 'GM',
        customerCode: 'GM',
        prodDate: firstOfMonth(),
        shipToWhse: 'GM2',
      },
    ]);
    return { ...own, ...month };
  }),
  'shipping.ShipmentPlanMaintenanceMaster.template': {
    production: () => ({ type: 'PROD' }),
    shipment: () => ({ type: 'SH' }),
  },
  // An import adds rows: create is its right.
  'shipping.ShipmentPlanMaintenanceMaster.import': one(async (k) => ({
    ...plan,
    file: await upload(
      'plan.xlsx',
      ['SEWS Part No.', 'Line Code', 'Cust Group', 'Customer Code', 'Ship Date', 'Ship To Whse', 'Ship Qty'],
      [[`S-${k.code(16)}`, 'L1', 'GM', 'GM', firstOfMonth(), 'GM2', 3]],
    ),
  })),
  'shipping.ShipmentPlanProgressReport.export': progress,
  'shipping.ShipmentPlanProgressReport.chart': {
    'shipped, daily': () => ({ plantId: 'JRZ1', status: 0, frequency: 0, from: firstOfMonth(), to: today }),
    'produced, weekly': () => ({ plantId: 'JRZ2', status: 1, frequency: 1, ...month }),
  },
  ...lookups,
  'shipping.ShipmentPlanChangeLog.list': one(() => ({ plantId: 'JRZ2', from: today, to: today, take: 10 })),
  'shipping.ShipmentPlanChangeLog.export': one(() => ({ plantId: 'JRZ2', from: today, to: today })),
};
