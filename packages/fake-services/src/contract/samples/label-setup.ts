import { boxFormatCheck } from './box-format-check.js';
import { gridsSamples, keyPairs, lookupCodes, none, one, rowWithFreeKey, type Samples } from './kit.js';

/** Label printer, box and harness label format, warehouse destination and address masters. */
export const labelSetupSamples: Samples = {
  ...gridsSamples({
    'configuration.LabelPrinterMaster': {
      newRow: (k) => ({
        printerName: `SAMPLE-${k.code(20)}`,
        model: 'ZT410',
        communicationType: 'TCP/IP',
        hostName: '10.20.4.90',
        port: '9100',
        transmitMode: 'RAW',
        PrinterType: 'Zebra',
      }),
      key: 'printerName',
      edit: (row) => ({ ...row, hostName: '10.20.4.91' }),
      listInput: { printerType: 'Zebra' },
    },
    'configuration.BoxLabelFormatMaster': {
      newRow: async (k) =>
        rowWithFreeKey(
          k,
          'configuration.BoxLabelFormatMaster',
          ['labelFormat'],
          (await lookupCodes(k, 'configuration.BoxLabelFormatMaster.getFormatLabels')).map((labelFormat) => ({
            labelFormat,
          })),
          {
            masterTicketCopies: 1,
            boxTicketCopies: 2,
            reportName: `BoxLabel_${k.code(12)}`,
            extraInput: true,
            inputName: 'Customer PO No.',
            speed: 4,
            darkness: null,
          },
        ),
      key: 'labelFormat',
      edit: (row) => ({ ...row, speed: 10, darkness: -3 }),
    },
    'configuration.HarnessLabelFormatMaster': {
      newRow: async (k) =>
        rowWithFreeKey(
          k,
          'configuration.HarnessLabelFormatMaster',
          ['labelFormat', 'custGroup'],
          keyPairs(
            await lookupCodes(k, 'configuration.HarnessLabelFormatMaster.getFormatLabels'),
            await lookupCodes(k, 'configuration.HarnessLabelFormatMaster.getCustGroups'),
            ['labelFormat', 'custGroup'],
          ),
          { reportName: `HRN_${k.code(12)}`, barcodeType: 'QRCODE', speed: 2 },
        ),
      key: 'reportName',
      edit: (row) => ({ ...row, serialNoLength: 12, paperFeed: null, remarks: 'Edited' }),
    },
    'configuration.WarehouseDestinationMaster': {
      newRow: async (k) =>
        rowWithFreeKey(
          k,
          'configuration.WarehouseDestinationMaster',
          ['warehouse', 'destination'],
          keyPairs(
            await lookupCodes(k, 'configuration.WarehouseDestinationMaster.warehouses'),
            await lookupCodes(k, 'configuration.WarehouseDestinationMaster.destinations'),
            ['warehouse', 'destination'],
          ),
          {},
        ),
      key: ['warehouse', 'destination'],
      edit: (row) => row,
    },
    'configuration.WarehouseAddressMaster': {
      newRow: async (k) =>
        rowWithFreeKey(
          k,
          'configuration.WarehouseAddressMaster',
          ['warehouse'],
          (await lookupCodes(k, 'configuration.WarehouseDestinationMaster.warehouses')).map((warehouse) => ({
            warehouse,
          })),
          { address: 'Industrial Park, Ciudad Juarez, CHIH' },
        ),
      key: 'warehouse',
      edit: (row) => ({ ...row, address: `${row.address} (dock 2)` }),
    },
  }),
  'configuration.LabelPrinterMaster.printerTypes': none,
  'configuration.LabelPrinterMaster.communicationTypes': one(() => ({ printerType: 'Zebra' })),
  'configuration.LabelPrinterMaster.transmitModes': one(() => ({ printerType: 'Zebra' })),
  'configuration.LabelPrinterMaster.modelTypes': one(() => ({ printerType: 'Datamax' })),
  'configuration.BoxLabelFormatMaster.getFormatLabels': none,
  'configuration.BoxLabelFormatMaster.check': one(() => boxFormatCheck),
  'configuration.HarnessLabelFormatMaster.check': one(() => ({
    labelFormat: 'HL2D',
    reportName: 'Harness tag',
    custGroup: 'TOYOTA',
    barcodeType: 'QRCODE',
    speed: 4,
  })),
  'configuration.HarnessLabelFormatMaster.getCustGroups': none,
  'configuration.HarnessLabelFormatMaster.getBarCodeTypes': none,
  'configuration.HarnessLabelFormatMaster.getFormatLabels': none,
  'configuration.WarehouseDestinationMaster.destinations': none,
  'configuration.WarehouseDestinationMaster.warehouses': none,
  'configuration.WarehouseAddressMaster.warehouses': none,
};
