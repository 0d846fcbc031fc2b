import { gridSamples, type Sample } from '../kit.js';

/** Label printer, box and harness label format, warehouse destination and address masters. */
export const labelSetupSamples: Record<string, Sample> = {
  ...gridSamples(
    'configuration.LabelPrinterMaster',
    (t) => ({
      printerName: `CT-${t}`,
      model: 'ZT410',
      communicationType: 'TCP/IP',
      hostName: '10.20.4.90',
      port: '9100',
      transmitMode: 'RAW',
      PrinterType: 'Zebra',
    }),
    (row) => ['printerName', '=', row.printerName],
    (row) => ({ ...row, hostName: '10.20.4.91' }),
    { printerType: 'Zebra' },
  ),
  'configuration.LabelPrinterMaster.printerTypes': () => ({}),
  'configuration.LabelPrinterMaster.communicationTypes': () => ({ printerType: 'Zebra' }),
  'configuration.LabelPrinterMaster.transmitModes': () => ({ printerType: 'Zebra' }),
  'configuration.LabelPrinterMaster.modelTypes': () => ({ printerType: 'Datamax' }),
  ...gridSamples(
    'configuration.BoxLabelFormatMaster',
    (t) => ({
      labelFormat: t.slice(-6),
      masterTicketCopies: 1,
      boxTicketCopies: 2,
      reportName: `BoxLabel_${t}`,
      extraInput: true,
      inputName: 'Customer PO No.',
      speed: 4,
      darkness: null,
    }),
    (row) => ['labelFormat', '=', row.labelFormat],
    (row) => ({ ...row, speed: 10, darkness: -3 }),
  ),
  'configuration.BoxLabelFormatMaster.getFormatLabels': () => ({}),
  ...gridSamples(
    'configuration.HarnessLabelFormatMaster',
    (t) => ({ labelFormat: 'HL01', reportName: `HRN_${t}`, custGroup: `CT-${t}`, barcodeType: 'QRCODE', speed: 2 }),
    (row) => ['custGroup', '=', row.custGroup],
    (row) => ({ ...row, serialNoLength: 12, paperFeed: null }),
  ),
  'configuration.HarnessLabelFormatMaster.getCustGroups': () => ({}),
  'configuration.HarnessLabelFormatMaster.getBarCodeTypes': () => ({}),
  'configuration.HarnessLabelFormatMaster.getFormatLabels': () => ({}),
  ...gridSamples(
    'configuration.WarehouseDestinationMaster',
    (t) => ({ warehouse: 'JRZ1-FG', destination: `CT-${t}` }),
    (row) => ['destination', '=', row.destination],
    (row) => row,
  ),
  'configuration.WarehouseDestinationMaster.destinations': () => ({}),
  'configuration.WarehouseDestinationMaster.warehouses': () => ({}),
  ...gridSamples(
    'configuration.WarehouseAddressMaster',
    (t) => ({ warehouse: `CT-${t}`, address: `${t} Industrial Park, Ciudad Juarez, CHIH` }),
    (row) => ['warehouse', '=', row.warehouse],
    (row) => ({ ...row, address: `${row.address} (dock 2)` }),
  ),
  'configuration.WarehouseAddressMaster.warehouses': () => ({}),
};
