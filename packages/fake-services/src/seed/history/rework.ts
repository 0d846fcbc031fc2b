import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { plantTime } from '../../clock.js';
import type { PlantDb } from '../../db/plant.js';
import { box } from '../../db/schema/history/index.js';
import { applyDoi } from '../../doi/doi-actions.js';
import { saveRelabel } from '../../rework/box-relabel.js';
import { linkRelabel } from '../../rework/harness-relabel.js';
import { harnessesIn } from '../../rework/harnesses.js';

/** A relabel destination of the seed: the source serial with an R first (it keeps the short part). */
export const seededDestination = (source: string) => `R${source.slice(1)}`;
/** Empty boxes the seed relabels into: outside the box sequence's serials ('X', not 'B'). */
const emptyBox = (plantId: string, n: number) => `${plantId.toUpperCase()}X${String(n).padStart(8, '0')}`;

/**
 * Rework and DOI history of a plant, made by the services' own code on boxes in stock: a harness
 * relabel of two harnesses, a box relabel WITHOUT HARNESS into an empty box, a no-box relabel,
 * and DOI reserves, a scrap and a reversed reserve today, so each screen and the DOI report
 * show rows for their default filters. Boxes used: the four newest in stock with harnesses.
 */
export function seedRework(db: PlantDb, plantId: string): void {
  const stock = db
    .select()
    .from(box)
    .where(and(eq(box.plantId, plantId), eq(box.status, 'printed'), isNotNull(box.locationCd)))
    .orderBy(sql`${box.printedAt} DESC`, box.id)
    .limit(12)
    .all()
    .map((b) => ({ box: b, harnesses: harnessesIn(db, b.id) }))
    .filter((b) => b.harnesses.length >= 3)
    .slice(0, 3);
  const [relabeled, moved, doi] = stock;
  if (!relabeled || !moved || !doi) return;
  const at = plantTime();
  const by = 'admin';

  db.transaction((t) => {
    const tx = t as unknown as PlantDb;
    const pairs = relabeled.harnesses
      .slice(0, 2)
      .map((source) => ({ source, destination: seededDestination(source.harnessSerialNo) }));
    linkRelabel(
      tx,
      { plantId, boxSNO: relabeled.box.boxSerialNo, type: 'Mexico', printerName: relabeled.box.printerName },
      pairs,
      {
        at,
        by,
        printJobId: null,
      },
    );
    const { id, boxSerialNo, ...same } = moved.box;
    tx.insert(box)
      .values([1, 2].map((n) => ({ ...same, boxSerialNo: emptyBox(plantId, n), quantity: 0, printedAt: at })))
      .run();
  });
  const key = { plantId, harnessOption: 'WITHOUT HARNESS', type: 'Mexico' } as const;
  saveRelabel(
    db,
    {
      ...key,
      kind: 'BOX',
      boxLabelOld: moved.box.boxSerialNo,
      boxLabelNew: emptyBox(plantId, 1),
      option: key.harnessOption,
    },
    [],
    null,
    by,
  );
  saveRelabel(
    db,
    { ...key, kind: 'NOBOX', boxLabelOld: null, boxLabelNew: emptyBox(plantId, 2), option: key.harnessOption },
    [],
    5,
    by,
  );

  const [reserved, scrapped, reversed] = doi.harnesses.map((h) => h.harnessSerialNo);
  const action = (harnessSerialNo: string | undefined, option: 'Reserve' | 'Scrap' | 'Reverse', rowNumber: number) => ({
    harnessSerialNo: harnessSerialNo ?? '',
    option,
    controlNo: `DOI-${plantId}-1`,
    rowNumber,
  });
  applyDoi(
    db,
    plantId,
    [action(reserved, 'Reserve', 1), action(scrapped, 'Scrap', 2), action(reversed, 'Reserve', 3)],
    by,
    'seed',
  );
  applyDoi(db, plantId, [action(reversed, 'Reverse', 1)], by, 'seed');
}
