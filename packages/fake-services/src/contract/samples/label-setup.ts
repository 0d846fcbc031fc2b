import { gridsSamples, none, one, type Samples } from './kit.js';

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
      newRow: (k) => ({
        labelFormat: k.code(6),
        masterTicketCopies: 1,
        boxTicketCopies: 2,
        reportName: `BoxLabel_${k.code(12)}`,
        extraInput: true,
        inputName: 'Customer PO No.',
        speed: 4,
        darkness: null,
      }),
      key: 'labelFormat',
      edit: (row) => ({ ...row, speed: 10, darkness: -3 }),
    },
    'configuration.HarnessLabelFormatMaster': {
      newRow: (k) => ({
        labelFormat: 'HL01',
        reportName: `HRN_${k.code(12)}`,
        custGroup: k.code(20),
        barcodeType: 'QRCODE',
        speed: 2,
      }),
      key: 'custGroup',
      edit: (row) => ({ ...row, serialNoLength: 12, paperFeed: null, remarks: 'Edited' }),
    },
    'configuration.WarehouseDestinationMaster': {
      newRow: (k) => ({ warehouse: 'JRZ1-FG', destination: k.code(20) }),
      key: 'destination',
      edit: (row) => row,
    },
    'configuration.WarehouseAddressMaster': {
      newRow: (k) => ({ warehouse: k.code(12), address: 'Industrial Park, Ciudad Juarez, CHIH' }),
      key: 'warehouse',
      edit: (row) => ({ ...row, address: `${row.address} (dock 2)` }),
    },
  }),
  'configuration.LabelPrinterMaster.printerTypes': none,
  'configuration.LabelPrinterMaster.communicationTypes': one(() => ({ printerType: 'Zebra' })),
  'configuration.LabelPrinterMaster.transmitModes': one(() => ({ printerType: 'Zebra' })),
  'configuration.LabelPrinterMaster.modelTypes': one(() => ({ printerType: 'Datamax' })),
  'configuration.BoxLabelFormatMaster.getFormatLabels': none,
  'configuration.HarnessLabelFormatMaster.getCustGroups': none,
  'configuration.HarnessLabelFormatMaster.getBarCodeTypes': none,
  'configuration.HarnessLabelFormatMaster.getFormatLabels': none,
  'configuration.WarehouseDestinationMaster.destinations': none,
  'configuration.WarehouseDestinationMaster.warehouses': none,
  'configuration.WarehouseAddressMaster.warehouses': none,
};
