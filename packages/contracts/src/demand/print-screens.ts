import { z } from 'zod';
import { defineCall } from '../call.js';
import { BoxLabelRow, boxDetail, boxDetailQuery, HarnessLabelRow, PartLabelRow, ZebraLabelRow } from './catalogue.js';
import {
  boxPrint,
  componentPrint,
  customerPrint,
  emptyBoxPrint,
  harnessPrint,
  palletPrint,
  specialBoxPrint,
  specialHarnessPrint,
  zebraPrint,
} from './print-requests.js';
import { DEMAND_MODULE, demandAccess, printScreen } from './print-screen.js';
import { palletPrintReply, zebraPrintReply } from './replies.js';

/** The nine print screens of module DemandPrinting and their calls (spec 2 section 7). */

export const BoxLabelPrinting = printScreen('BoxLabelPrinting', {
  plants: true,
  lookups: ['printers', 'defaultPrinter', 'displayColorAndBroadcast'],
  list: { entity: BoxLabelRow },
  print: boxPrint.schema,
});

export const HarnessLabelPrinting = printScreen('HarnessLabelPrinting', {
  plants: true,
  lookups: ['printers', 'defaultPrinter', 'productionLineLot', 'displayColorAndBroadcast'],
  list: { entity: HarnessLabelRow },
  print: harnessPrint.schema,
});

export const SpecialHarnessLabelPrinting = printScreen('SpecialHarnessLabelPrinting', {
  plants: true,
  lookups: ['printers', 'defaultPrinter', 'productionLineLot', 'displayColorAndBroadcast'],
  list: { entity: HarnessLabelRow },
  print: specialHarnessPrint.schema,
});

export const ZebraLabelPrinting = printScreen('ZebraLabelPrinting', {
  plants: true,
  lookups: ['printers', 'defaultPrinter'],
  list: { entity: ZebraLabelRow },
  print: zebraPrint.schema,
  reply: zebraPrintReply,
});

export const EmptyBoxLabelPrinting = printScreen('EmptyBoxLabelPrinting', {
  lookups: ['printers', 'defaultPrinter', 'printerSpeed'],
  print: emptyBoxPrint.schema,
});

export const PalletLabelPrinting = {
  /** The serial the next pallet label will carry. */
  nextSerial: defineCall({
    service: 'demand',
    method: 'GET',
    path: 'PalletLabelPrinting/NextSerial',
    access: demandAccess.read('PalletLabelPrinting'),
    input: z.object({}),
    response: z.string(),
  }),
  ...printScreen('PalletLabelPrinting', {
    lookups: ['printers', 'defaultPrinter', 'printerSpeed'],
    print: palletPrint.schema,
    reply: palletPrintReply,
  }),
};

export const ComponentLabelPrinting = printScreen('ComponentLabelPrinting', {
  plants: true,
  lookups: ['printers', 'defaultPrinter', 'printerSpeed', 'customers'],
  list: { entity: PartLabelRow },
  print: componentPrint.schema,
});

export const SpecialBoxLabelPrinting = {
  ...printScreen('SpecialBoxLabelPrinting', {
    plants: true,
    lookups: ['printers', 'defaultPrinter', 'displayColorAndBroadcast'],
    list: { entity: BoxLabelRow },
    print: specialBoxPrint.schema,
  }),
  /**
   * What a box label of a part shows. The spec's one detail call serves both box screens (spec 2
   * section 7, "Box"), so a user of either may read it.
   */
  getDetail: defineCall({
    service: 'demand',
    method: 'GET',
    path: 'SpecialBoxLabelPrinting/GetDetail',
    access: {
      kind: 'anyScreen',
      module: DEMAND_MODULE,
      screens: ['BoxLabelPrinting', 'SpecialBoxLabelPrinting'],
      action: 'read',
    },
    input: boxDetailQuery,
    response: boxDetail,
  }),
};

export const CustomerLabelPrinting = printScreen('CustomerLabelPrinting', {
  plants: true,
  lookups: ['printers', 'defaultPrinter', 'printerSpeed', 'customers'],
  /** The grid loads per plant and customer. */
  list: { entity: PartLabelRow, extra: z.object({ customerId: z.string().max(40).optional() }) },
  print: customerPrint.schema,
});
