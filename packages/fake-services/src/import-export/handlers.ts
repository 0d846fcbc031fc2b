import type { CallOutput, RETRANSMIT_COLUMNS, Registry } from '@fgss/contracts';
import { collectAcks } from '../customs/acknowledgements.js';
import { storedValueProblem } from '../customs/asn-values.js';
import type { CustomsLink } from '../customs/customs-link.js';
import { asnsOfDate, LAST_TRANSMISSION, lastTransmission, retransmit, shippedAsn } from '../customs/retransmit.js';
import { transmissionDocument, transmissionLog } from '../customs/transmission-log.js';
import type { HandlerContext, HandlersOf } from '../http/handlers.js';
import { plantHandlers } from '../plants/handlers.js';
import { lookupPage, reportPage, Where } from '../report/sql.js';
import { startXrefImport, xrefImportStatus } from './xref-import.js';

const who = (ctx: HandlerContext) => ({ user: ctx.user?.sub ?? '', actionKey: ctx.idempotencyKey });

/** A shipped ASN row with its last transmission to customs and where it stands with the partner at `now`. */
const asnRow = (customs: CustomsLink, now: Date) =>
  ({
    id: 's.id',
    plantCode: 's.plant_id',
    asnNumber: 's.asn_number',
    asnVersion: 's.asn_version',
    shipDate: 's.ship_date',
    lastTransmittedAt: 't.transmitted_at',
    lastResult: 't.result',
    lastUser: 't.user_id',
    // Numbers of the plant's own (the clock and its setting), not the request's: safe in the SQL text.
    ackState: `transmission_state(t.result, t.ack, t.transmitted_at, ${now.getTime()}, ${customs.ackOverdueMinutes})`,
    ackReason: 't.ack_reason',
    // Filled per row after the page (storedValueProblem): it reads the ASN's boxes.
    problem: 'NULL',
  }) satisfies Record<'id' | (typeof RETRANSMIT_COLUMNS)[number], string>;
const shipped = () => new Where().add(`s.status <> 'loading'`).add('s.ship_date IS NOT NULL');

/** Import/export service: Import XREF Data, the two retransmits of ASNs to customs and their log. */
export const importHandlers: HandlersOf<Registry['import']> = {
  ImportXREFData: {
    ...plantHandlers,
    import: async (q, ctx) => startXrefImport(ctx.plant, q, ctx.user?.sub ?? ''),
    showStatus: async (_q, ctx) => xrefImportStatus(ctx.plant, ctx.user?.sub ?? ''),
  },
  RetransmitASNCentraltoCustoms: {
    asnNumbers: async (q, ctx) => {
      // The partner's 997s that came since are read first, as the screen shows their states.
      await collectAcks(ctx.plant, ctx.customs);
      const page = reportPage<
        CallOutput<Registry['import']['RetransmitASNCentraltoCustoms']['asnNumbers']>['data'][number]
      >(
        ctx.plant,
        {
          select: asnRow(ctx.customs, new Date()),
          from: `shipment s ${LAST_TRANSMISSION}`,
          where: shipped().days('s.ship_date', q.date, q.date),
          order: ['plantCode', 'asnNumber'],
        },
        q,
      );
      return { ...page, data: page.data.map((r) => ({ ...r, problem: storedValueProblem(ctx.plant, r.id) })) };
    },
    retransmit: async (q, ctx) => {
      const asns = q.all ? asnsOfDate(ctx.plant, q.date ?? '') : [shippedAsn(ctx.plant, q.asnNumber ?? '', q.date)];
      return retransmit(ctx.plant, ctx.customs, asns, who(ctx));
    },
  },
  RetransmitASNtoCustoms: {
    asnNumbers: async (q, ctx) =>
      lookupPage(
        ctx.plant,
        {
          value: 's.asn_number',
          text: "s.asn_number || '  (' || substr(s.ship_date, 1, 10) || ')'",
          from: 'shipment s',
          where: shipped(),
          desc: true,
        },
        q,
      ),
    retransmit: async (q, ctx) => retransmit(ctx.plant, ctx.customs, [shippedAsn(ctx.plant, q.asnNumber)], who(ctx)),
    lastTransmission: async (q, ctx) => {
      await collectAcks(ctx.plant, ctx.customs);
      const asn = shippedAsn(ctx.plant, q.asnNumber);
      return {
        transmission: lastTransmission(ctx.plant, ctx.customs, asn),
        problem: storedValueProblem(ctx.plant, asn.id),
      };
    },
  },
  TransmissionLog: {
    search: async (q, ctx) => {
      await collectAcks(ctx.plant, ctx.customs);
      return transmissionLog(ctx.plant, q, ctx.customs, new Date());
    },
    document: async (q, ctx) => transmissionDocument(ctx.plant, q.id),
  },
};
