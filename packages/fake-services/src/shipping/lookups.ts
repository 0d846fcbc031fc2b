import { type LookupTable, monthOptions } from '@fgss/contracts';
import { sql } from 'drizzle-orm';
import type { PlantDb } from '../db/plant.js';
import { planChangeLog } from '../db/schema/shipping-plan/index.js';
import { lookupList } from '../lookups/resolve.js';
import { lookupPage, Where } from '../report/sql.js';

type Item = { value: string; text: string };
const items = (values: string[]): { data: Item[] } => ({ data: values.map((v) => ({ value: v, text: v })) });

/** A lookup table's codes (what the service accepts for the field) as a plan select lists them. */
const codesOf = (db: PlantDb, table: LookupTable) => lookupList(db, table).map((r) => r.code);

export const customers = (db: PlantDb) => items(codesOf(db, 'shippedCustomers'));
export const customerGroups = (db: PlantDb) => items(codesOf(db, 'shippedCustomerGroups'));
/** The ship-to warehouses a plan or a plan check may name. */
export const shipToWarehouses = (db: PlantDb) => codesOf(db, 'shipToWarehouses');
export const shipToWhse = (db: PlantDb) => items(shipToWarehouses(db));
export const months = () => ({ data: monthOptions });

/** The current year, the next (plans look ahead) and every year a plan of the plant is for, newest first. */
export function planYears(db: PlantDb, plantId: string | undefined, now = new Date()): { data: Item[] } {
  const rows = db.$client
    .prepare(
      `SELECT DISTINCT substr(ship_date || prod_date, 1, 4) AS y FROM shipment_plan_row
       WHERE (? IS NULL OR plant_id = ?) AND ship_date || prod_date <> ''`,
    )
    .all(plantId ?? null, plantId ?? null) as { y: string }[];
  const year = now.getFullYear();
  const years = new Set([String(year), String(year + 1), ...rows.map((r) => r.y)]);
  return items([...years].sort().reverse());
}

interface Narrowing {
  plantId?: string;
  sewsPartNo?: string;
  customerCode?: string;
  shipToWhse?: string;
  skip?: number;
  take?: number;
  searchValue?: string;
}

const columns = {
  sewsPartNo: planChangeLog.sewsPartNo,
  customerCode: planChangeLog.customerCode,
  shipToWhse: planChangeLog.shipToWhse,
} as const;

/** A change log lookup: the values of one column among the plant's logged changes that fit the other filters. */
export function changeLogLookup(db: PlantDb, field: keyof typeof columns, f: Narrowing) {
  const where = new Where().when(f.plantId, (plant) => sql`${planChangeLog.plantId} = ${plant}`);
  for (const [other, column] of Object.entries(columns))
    if (other !== field) where.when(f[other as keyof typeof columns], (value) => sql`${column} = ${value}`);
  return lookupPage(db, { value: sql`${columns[field]}`, from: sql`${planChangeLog}`, where }, f);
}
