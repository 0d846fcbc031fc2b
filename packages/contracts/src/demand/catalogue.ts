import { z } from 'zod';
import { defineEntity } from '../grid/entity.js';

/**
 * The rows of the print screens' part grids (spec 2 section 3), read-only and loaded per plant
 * (grid scope `plantid`) with the usual grid load options. Field names are the spec's.
 */
const ro = (label: string, hidden = false) => ({ kind: 'text', label, readOnly: true, hidden }) as const;
const roInt = (label: string, hidden = true) => ({ kind: 'int', label, readOnly: true, hidden }) as const;
const roBool = (label: string) => ({ kind: 'bool', label, readOnly: true, hidden: true }) as const;
const id = { kind: 'id', label: 'Id', hidden: true } as const;

/** Box and special box catalogue: a part with its box label format and the format's print settings. */
export const BoxLabelRow = defineEntity({
  name: 'BoxLabelPrinting',
  title: 'Box Label Printing',
  fields: {
    id,
    sewsPartNo: ro('SEWS Part No.'),
    sewsDesginLevel: ro('Design Change'),
    seqNo: ro('Seq No'),
    sewsstscd: ro('STS'),
    shortPartNo: ro('Short Part No.'),
    modelYear: ro('Model Year'),
    customerCode: ro('Cust. Code'),
    backKanban: ro('Back Kanban'),
    custPartNo: ro('Cust. Part No.'),
    custSTSCd: ro('Cust. STS'),
    labelFormat: ro('Label Format'),
    broadCastCd: ro('Broad Cast Cd'),
    color: ro('Color'),
    speed: roInt('Speed'),
    enableSpeed: roBool('Enable Speed'),
    labelCopies: roInt('Label Copies'),
    enablePrintCopy: roBool('Enable Print Copy'),
    inputName: ro('Extra Input', true),
  },
  unique: ['sewsPartNo', 'sewsDesginLevel'],
  defaultSort: [{ selector: 'sewsPartNo' }, { selector: 'sewsDesginLevel' }],
});

/** The detail row a box row loads (GetDetail). `keyvalue` goes back in the print request. */
export const boxDetail = z.object({
  custDesignLevel: z.string().nullable(),
  custDesc: z.string().nullable(),
  lblHrPartNo: z.string(),
  lblBarPartNo: z.string(),
  lblHrDesign: z.string(),
  lbBarDesign: z.string(),
  piecesperbox: z.number().int(),
  keyvalue: z.string(),
});
export type BoxDetail = z.infer<typeof boxDetail>;

/** The part-identifying fields GetDetail is asked with. */
export const boxDetailQuery = z.object({
  plantid: z.string().min(1).max(10),
  sewsPartNo: z.string().min(1).max(40),
  sewsDesginLevel: z.string().min(1).max(40),
  labelFormat: z.string().max(6).optional(),
});

/** Harness and special harness catalogue: a part with its harness label format. */
export const HarnessLabelRow = defineEntity({
  name: 'HarnessLabelPrinting',
  title: 'Harness Label Printing',
  fields: {
    id,
    sewsPartNo: ro('SEWS Part No.'),
    sewsDesginLevel: ro('Design Change'),
    seqNo: ro('Seq No'),
    sewsstscd: ro('STS'),
    shortPartNo: ro('Short Part No.'),
    labelFormat: ro('Label Format'),
    extraInfo: ro('Extra Info'),
    custPartNo: ro('Cust. Part No.'),
    customerCode: ro('Cust. Code'),
    broadCastCd: ro('Broad Cast Cd'),
    color: ro('Color'),
    speed: roInt('Speed'),
    enableSpeed: roBool('Enable Speed'),
    backKanban: ro('Back Kanban', true),
    identifier: ro('Identifier', true),
    productLabel: ro('Product Label', true),
    shortPartNoPrint: ro('Short Part No. Print', true),
  },
  unique: ['sewsPartNo', 'sewsDesginLevel'],
  defaultSort: [{ selector: 'sewsPartNo' }, { selector: 'sewsDesginLevel' }],
});

/** Component and customer label part rows. */
export const PartLabelRow = defineEntity({
  name: 'ComponentLabelPrinting',
  title: 'Component Label Printing',
  fields: {
    id,
    sewsPartNo: ro('SEWS Part No.'),
    sewsDesignLevel: ro('Design Change'),
    seqNo: ro('Seq No'),
    sewsStsCd: ro('STS'),
    shortPartNo: ro('Short Part No.'),
    productLabel: ro('Product Label'),
    backKanban: ro('Back Kanban'),
    custPartNo: ro('Cust. Part No.'),
    customerCode: ro('Cust. Code'),
    broadCastCd: ro('Broad Cast Cd'),
    color: ro('Color'),
    shortPartNoPrint: ro('Short Part No. Print', true),
    identifier: ro('Identifier', true),
    labelFormat: ro('Label Format'),
    speed: roInt('Speed'),
    enableSpeed: roBool('Enable Speed'),
  },
  unique: ['sewsPartNo', 'sewsDesignLevel'],
  defaultSort: [{ selector: 'sewsPartNo' }, { selector: 'sewsDesignLevel' }],
});

/** Zebra label parts: customer part numbers split as the label prints them (Ford style). */
export const ZebraLabelRow = defineEntity({
  name: 'ZebraLabelPrinting',
  title: 'Zebra Label Printing',
  fields: {
    id,
    sewsPartNo: ro('SEWS Part No.'),
    designLevel: ro('Design Level'),
    customerId: ro('Customer'),
    partNoPrefix: ro('Prefix'),
    basePartNo: ro('Base Part No.'),
    designInfo: ro('Suffix'),
    barcode: ro('Barcode'),
    labelFormat: ro('Label Format'),
    mfgLocation: ro('Mfg Location'),
    madeinPhrase: ro('Made In'),
    color: ro('Color'),
    releaseNo: ro('Release No'),
    isPrimary: roBool('Primary'),
  },
  unique: ['sewsPartNo', 'designLevel'],
  defaultSort: [{ selector: 'sewsPartNo' }, { selector: 'designLevel' }],
});

export type BoxLabelRowT = z.infer<typeof BoxLabelRow.row>;
export type HarnessLabelRowT = z.infer<typeof HarnessLabelRow.row>;
export type PartLabelRowT = z.infer<typeof PartLabelRow.row>;
export type ZebraLabelRowT = z.infer<typeof ZebraLabelRow.row>;
