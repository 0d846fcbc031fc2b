import { type GridSample, gridSamples, type Samples } from './kit.js';

/** Label printer, box and harness label format, warehouse destination and address masters. */
export const labelSetupGrids: Record<string, GridSample> = {
  'configuration.LabelPrinterMaster': {
    newRow: (k) => ({
      printerName: `MATRIX-${k.code(20)}`,
      communicationType: 'Windows Queue',
      hostName: 'PRTSRV01',
      PrinterType: 'Laser',
    }),
    key: 'printerName',
    touch: 'hostName',
    listInput: { printerType: 'Laser' },
  },
  'configuration.BoxLabelFormatMaster': {
    newRow: (k) => ({
      labelFormat: k.code(6),
      masterTicketCopies: 1,
      boxTicketCopies: 1,
      reportName: 'Matrix',
      speed: 2,
    }),
    key: 'labelFormat',
    touch: 'reportName',
  },
  'configuration.HarnessLabelFormatMaster': {
    newRow: (k) => ({ labelFormat: 'HL01', reportName: 'Matrix', custGroup: k.code(20), speed: 2 }),
    key: 'custGroup',
    touch: 'remarks',
  },
  'configuration.WarehouseDestinationMaster': {
    newRow: (k) => ({ warehouse: 'JRZ1-FG', destination: k.code(20) }),
    key: 'destination',
  },
  'configuration.WarehouseAddressMaster': {
    newRow: (k) => ({ warehouse: k.code(12), address: 'Matrix address' }),
    key: 'warehouse',
    touch: 'address',
  },
};

export const labelSetupSamples: Samples = {
  ...Object.assign({}, ...Object.entries(labelSetupGrids).map(([grid, spec]) => gridSamples(grid, spec))),
  'configuration.LabelPrinterMaster.printerTypes': { '': () => ({}) },
  'configuration.LabelPrinterMaster.communicationTypes': { '': () => ({ printerType: 'Zebra' }) },
  'configuration.LabelPrinterMaster.transmitModes': { '': () => ({ printerType: 'Zebra' }) },
  'configuration.LabelPrinterMaster.modelTypes': { '': () => ({ printerType: 'Zebra' }) },
  'configuration.BoxLabelFormatMaster.getFormatLabels': { '': () => ({}) },
  'configuration.HarnessLabelFormatMaster.getCustGroups': { '': () => ({}) },
  'configuration.HarnessLabelFormatMaster.getBarCodeTypes': { '': () => ({}) },
  'configuration.HarnessLabelFormatMaster.getFormatLabels': { '': () => ({}) },
  'configuration.WarehouseDestinationMaster.destinations': { '': () => ({}) },
  'configuration.WarehouseDestinationMaster.warehouses': { '': () => ({}) },
  'configuration.WarehouseAddressMaster.warehouses': { '': () => ({}) },
};
