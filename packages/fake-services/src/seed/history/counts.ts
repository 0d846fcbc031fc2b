import type { PlantDb } from '../../db/plant.js';
import type { Calendar } from './calendar.js';

/**
 * Physical inventories (this month and last, before and after adjustment) of the boxes in
 * stock, and the shipment plans of those months from what shipped: planInv is 80%, 100% or
 * 120% of it, so Over Shipment Trace shows over-shipped, exact and remaining rows.
 */
export function seedCounts(db: PlantDb, cal: Calendar, plantId: string): void {
  const sqlite = db.$client;
  const months = [cal.monthStart(0), cal.monthStart(cal.monthStart(0) - 1)];
  sqlite.transaction(() => {
    const phy = sqlite.prepare(
      'INSERT INTO phy_inventory (phy_id, plant_id, year, month, type, started_at) VALUES (?, ?, ?, ?, ?, ?)',
    );
    const scans = sqlite.prepare(`
      INSERT INTO phy_inventory_scan
        (phy_inventory_ref, box_id, box_serial_no, sews_part_no, sews_design_level, kanban, box_qty, scan_date, user_id, status)
      SELECT ?, id, box_serial_no, sews_part_no, sews_design_level, kanban, quantity, ?, 'planner',
             CASE id % 10 WHEN 0 THEN 'L' WHEN 1 THEN 'F' ELSE 'A' END
      FROM box WHERE plant_id = ? AND status = 'printed' AND location_cd IS NOT NULL AND printed_at < ?
      ORDER BY id DESC LIMIT 40`);
    for (const first of months) {
      const [year, month] = [cal.year(first), cal.month(first)];
      for (const type of ['PRE', 'POST'] as const) {
        const at = cal.time(first, type === 'PRE' ? 7 * 60 : 15 * 60);
        const ref = phy.run(
          `PHY${plantId}${year}${String(month).padStart(2, '0')}${type}`,
          plantId,
          year,
          month,
          type,
          at,
        ).lastInsertRowid;
        scans.run(ref, at, plantId, cal.time(first + 1, 0));
      }
    }
    sqlite
      .prepare(`
        INSERT INTO shipment_plan
          (plant_id, year, month, sews_part_no, sews_design_level, cust_group, customer_id, warehouse, plan_inv)
        SELECT s.plant_id, CAST(substr(s.ship_date, 1, 4) AS INTEGER), CAST(substr(s.ship_date, 6, 2) AS INTEGER),
               b.sews_part_no, b.sews_design_level, s.cust_group, s.customer_id, s.ship_to_whse,
               sum(b.quantity) * (8 + 2 * (unicode(substr(b.sews_part_no, -1)) % 3)) / 10
        FROM shipment s JOIN box b ON b.shipment_id = s.id
        WHERE s.plant_id = ? AND s.deliver_type = 'CUSTOMER' AND s.status = 'shipped' AND s.ship_date >= ?
        GROUP BY 1, 2, 3, 4, 5, 6, 7, 8
        ON CONFLICT DO NOTHING`)
      .run(plantId, cal.date(months[1] as number));
  })();
}
