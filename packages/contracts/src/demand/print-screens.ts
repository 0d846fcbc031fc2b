import { z } from 'zod';
import { defineCall } from '../call.js';
import { plantCalls } from '../plants.js';
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
import { DEMAND_MODULE, demandAccess, lookups as l, partGrid, printCalls } from './print-screen.js';
import { palletPrintReply, zebraPrintReply } from './replies.js';

/** The nine print screens of module DemandPrinting and their calls (spec 2 section 7). */
const plants = (screen: string) => plantCalls('demand', DEMAND_MODULE, screen);

const getDetail = (screen: string) =>
  defineCall({
    service: 'demand',
    method: 'GET',
    path: `${screen}/GetDetail`,
    access: demandAccess.read(screen),
    input: boxDetailQuery,
    response: boxDetail,
  });

export const BoxLabelPrinting = {
  ...plants('BoxLabelPrinting'),
  printers: l.printers('BoxLabelPrinting'),
  defaultPrinter: l.defaultPrinter('BoxLabelPrinting'),
  displayColorAndBroadcast: l.displayColorAndBroadcast('BoxLabelPrinting'),
  list: partGrid('BoxLabelPrinting', BoxLabelRow),
  getDetail: getDetail('BoxLabelPrinting'),
  ...printCalls('BoxLabelPrinting', boxPrint.schema),
};

export const HarnessLabelPrinting = {
  ...plants('HarnessLabelPrinting'),
  printers: l.printers('HarnessLabelPrinting'),
  defaultPrinter: l.defaultPrinter('HarnessLabelPrinting'),
  productionLineLot: l.productionLineLot('HarnessLabelPrinting'),
  displayColorAndBroadcast: l.displayColorAndBroadcast('HarnessLabelPrinting'),
  list: partGrid('HarnessLabelPrinting', HarnessLabelRow),
  ...printCalls('HarnessLabelPrinting', harnessPrint.schema),
};

export const SpecialHarnessLabelPrinting = {
  ...plants('SpecialHarnessLabelPrinting'),
  printers: l.printers('SpecialHarnessLabelPrinting'),
  defaultPrinter: l.defaultPrinter('SpecialHarnessLabelPrinting'),
  productionLineLot: l.productionLineLot('SpecialHarnessLabelPrinting'),
  displayColorAndBroadcast: l.displayColorAndBroadcast('SpecialHarnessLabelPrinting'),
  list: partGrid('SpecialHarnessLabelPrinting', HarnessLabelRow),
  ...printCalls('SpecialHarnessLabelPrinting', specialHarnessPrint.schema),
};

export const ZebraLabelPrinting = {
  ...plants('ZebraLabelPrinting'),
  printers: l.printers('ZebraLabelPrinting'),
  defaultPrinter: l.defaultPrinter('ZebraLabelPrinting'),
  list: partGrid('ZebraLabelPrinting', ZebraLabelRow),
  ...printCalls('ZebraLabelPrinting', zebraPrint.schema, zebraPrintReply),
};

export const EmptyBoxLabelPrinting = {
  printers: l.printers('EmptyBoxLabelPrinting'),
  defaultPrinter: l.defaultPrinter('EmptyBoxLabelPrinting'),
  printerSpeed: l.printerSpeed('EmptyBoxLabelPrinting'),
  ...printCalls('EmptyBoxLabelPrinting', emptyBoxPrint.schema),
};

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
  printers: l.printers('PalletLabelPrinting'),
  defaultPrinter: l.defaultPrinter('PalletLabelPrinting'),
  printerSpeed: l.printerSpeed('PalletLabelPrinting'),
  ...printCalls('PalletLabelPrinting', palletPrint.schema, palletPrintReply),
};

export const ComponentLabelPrinting = {
  ...plants('ComponentLabelPrinting'),
  printers: l.printers('ComponentLabelPrinting'),
  defaultPrinter: l.defaultPrinter('ComponentLabelPrinting'),
  printerSpeed: l.printerSpeed('ComponentLabelPrinting'),
  customers: l.customers('ComponentLabelPrinting'),
  list: partGrid('ComponentLabelPrinting', PartLabelRow),
  ...printCalls('ComponentLabelPrinting', componentPrint.schema),
};

export const SpecialBoxLabelPrinting = {
  ...plants('SpecialBoxLabelPrinting'),
  printers: l.printers('SpecialBoxLabelPrinting'),
  defaultPrinter: l.defaultPrinter('SpecialBoxLabelPrinting'),
  displayColorAndBroadcast: l.displayColorAndBroadcast('SpecialBoxLabelPrinting'),
  list: partGrid('SpecialBoxLabelPrinting', BoxLabelRow),
  getDetail: getDetail('SpecialBoxLabelPrinting'),
  ...printCalls('SpecialBoxLabelPrinting', specialBoxPrint.schema),
};

export const CustomerLabelPrinting = {
  ...plants('CustomerLabelPrinting'),
  printers: l.printers('CustomerLabelPrinting'),
  defaultPrinter: l.defaultPrinter('CustomerLabelPrinting'),
  printerSpeed: l.printerSpeed('CustomerLabelPrinting'),
  customers: l.customers('CustomerLabelPrinting'),
  /** The grid loads per plant and customer. */
  list: partGrid('CustomerLabelPrinting', PartLabelRow, z.object({ customerId: z.string().max(40).optional() })),
  ...printCalls('CustomerLabelPrinting', customerPrint.schema),
};
