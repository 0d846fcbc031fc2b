import { doiMessages, partRulesMessages, REWORK_LIMITS, type Registry } from '@fgss/contracts';
import { sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/sqlite-core';
import { doiRecord } from '../db/schema/history/index.js';
import type { HandlerContext, HandlersOf } from '../http/handlers.js';
import { readSheetRows } from '../import/xlsx-import.js';
import { activePlantId, plantHandlers } from '../plants/handlers.js';
import { reportPage, Where } from '../report/sql.js';
import { applyDoi, checkDoi, doiList } from './doi-actions.js';

type Doi = Registry['doi'];
const d = alias(doiRecord, 'd');
const userOf = (ctx: HandlerContext) => ctx.user?.sub ?? '';

/** The one column of a DOI workbook. */
const serialColumn = {
  field: 'harnessSerialNo',
  spec: { kind: 'text', label: 'Harness Serial No', required: true, max: REWORK_LIMITS.harnessSerial },
} as const;

/** DOI service: DOI Maintenance on the plant history, and the DOI report of its actions. */
export const doiHandlers: HandlersOf<Doi> = {
  DOIMaintenance: {
    list: async (q, ctx) => doiList(ctx.plant, activePlantId(ctx), q),
    checkHarnessSerialNo: async (q, ctx) => {
      const checked = checkDoi(ctx.plant, activePlantId(ctx), q);
      return 'problem' in checked
        ? { isValid: false, message: checked.problem, data: [] }
        : { isValid: true, message: '', data: [checked.row] };
    },
    save: async (rows, ctx) => {
      const actions = rows.map((r, i) => ({ ...r, rowNumber: i + 1 }));
      applyDoi(ctx.plant, activePlantId(ctx), actions, userOf(ctx), doiMessages.rowsHaveErrors);
      return { message: doiMessages.saved };
    },
    import: async (q, ctx) => {
      const rows = await readSheetRows(q.file, [serialColumn], doiMessages.fileColumns, true);
      // Spec 2: the file holds only a column of serial numbers; a title row above them is optional.
      const actions = rows.map((r) => ({
        rowNumber: r.rowNumber,
        harnessSerialNo: r.values.harnessSerialNo ?? '',
        controlNo: q.controlNo,
        option: q.option,
      }));
      const saved = applyDoi(ctx.plant, activePlantId(ctx), actions, userOf(ctx), partRulesMessages.fileHasErrors);
      return { message: doiMessages.imported(saved), saved };
    },
  },
  DOIReport: {
    ...plantHandlers,
    search: async (f, ctx) => {
      const where = new Where()
        .add(sql`${d.plantId} = ${f.plantID}`)
        .when(f.option, (option) => sql`${d.option} = ${option}`)
        .when(f.controlNo, (controlNo) => sql`${d.controlNo} = ${controlNo}`)
        .days(sql`${d.createdAt}`, f.dateFrom, f.dateTo);
      return reportPage(
        ctx.plant,
        {
          select: {
            plantId: sql`${d.plantId}`,
            harnessSerialNo: sql`${d.harnessSerialNo}`,
            sewsPartNo: sql`${d.sewsPartNo}`,
            designChange: sql`${d.designChange}`,
            shortPartNo: sql`${d.shortPartNo}`,
            controlNo: sql`${d.controlNo}`,
            option: sql`${d.option}`,
            userId: sql`${d.createdBy}`,
            actionDate: sql`${d.createdAt}`,
          },
          from: sql`${doiRecord} d`,
          where,
          order: ['actionDate', 'harnessSerialNo'],
        },
        f,
      );
    },
  },
};
