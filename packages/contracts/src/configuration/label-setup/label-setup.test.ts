import { describe, expect, it } from 'vitest';
import { BoxLabelFormat } from './box-label-format-master.js';
import { HarnessLabelFormat } from './harness-label-format-master.js';
import { LabelPrinter, TCP_IP, ZEBRA } from './label-printer-master.js';
import { labelSetupMessages } from './messages.js';

/** The messages a schema gives, by field. */
function problems(
  schema: {
    safeParse(v: unknown): { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } };
  },
  row: unknown,
) {
  const r = schema.safeParse(row);
  return Object.fromEntries((r.error?.issues ?? []).map((i) => [String(i.path[0]), i.message]));
}

const zebra = {
  printerName: 'MX01-ZT410-NEW',
  model: 'ZT410',
  communicationType: TCP_IP,
  hostName: '10.20.1.15',
  port: '9100',
  transmitMode: 'RAW',
  PrinterType: ZEBRA,
};
const laser = {
  printerName: 'MX01-LASER-OFFICE',
  communicationType: 'Windows Queue',
  hostName: 'PRTSRV01',
  PrinterType: 'Laser',
};

describe('label printer rules', () => {
  it('accepts a Zebra TCP/IP printer with model type, transmit mode and port', () => {
    expect(problems(LabelPrinter.insert, zebra)).toEqual({});
  });

  it('refuses a TCP/IP printer without a port with the spec message, on insert and update', () => {
    expect(problems(LabelPrinter.insert, { ...zebra, port: '' })).toEqual({ port: labelSetupMessages.portRequired });
    expect(problems(LabelPrinter.update, { ...zebra, id: 4, port: null })).toEqual({
      port: 'Port number field is required,',
    });
  });

  it('refuses a port that is not a number, whatever the communication type', () => {
    expect(problems(LabelPrinter.insert, { ...zebra, port: '91a0' })).toEqual({
      port: 'Port number should be a numeric value',
    });
    expect(problems(LabelPrinter.insert, { ...laser, port: '-1' })).toEqual({ port: labelSetupMessages.portNumeric });
  });

  it('needs no port for a printer that is not on TCP/IP', () => {
    expect(problems(LabelPrinter.insert, laser)).toEqual({});
  });

  it('needs model type and transmit mode only for Zebra printers, where they are shown', () => {
    expect(problems(LabelPrinter.insert, { ...zebra, model: null, transmitMode: '' })).toEqual({
      model: labelSetupMessages.modelTypeRequired,
      transmitMode: labelSetupMessages.transmitModeRequired,
    });
    expect(problems(LabelPrinter.insert, { ...laser, model: null, transmitMode: null })).toEqual({});
  });

  it('limits printer name to 30 and host to 20 characters and requires both', () => {
    expect(
      Object.keys(problems(LabelPrinter.insert, { ...zebra, printerName: 'P'.repeat(31), hostName: 'h'.repeat(21) })),
    ).toEqual(['printerName', 'hostName']);
    expect(Object.keys(problems(LabelPrinter.insert, { ...zebra, printerName: ' ', hostName: '' }))).toEqual([
      'printerName',
      'hostName',
    ]);
  });
});

const box = {
  labelFormat: 'bx01',
  masterTicketCopies: 1,
  boxTicketCopies: 2,
  enablePrintCopy: true,
  reportName: 'BoxLabel_Standard',
  extraInput: false,
  inputName: null,
  speed: 4,
  enableSpeed: true,
  darkness: null,
  attributE2: null,
};

describe('box label format rules', () => {
  it('stores an empty darkness as 0 and upper-cases the label format', () => {
    const parsed = BoxLabelFormat.insert.parse(box);
    expect(parsed).toMatchObject({ labelFormat: 'BX01', darkness: 0 });
    expect(BoxLabelFormat.update.parse({ ...box, id: 3, darkness: undefined })).toMatchObject({ darkness: 0 });
    expect(BoxLabelFormat.insert.parse({ ...box, darkness: -4 })).toMatchObject({ darkness: -4 });
  });

  it('requires the input name when the format asks for an extra input', () => {
    expect(problems(BoxLabelFormat.insert, { ...box, extraInput: true })).toEqual({
      inputName: 'The Input Name field is required',
    });
    expect(problems(BoxLabelFormat.insert, { ...box, extraInput: true, inputName: 'Customer PO' })).toEqual({});
  });

  it('keeps ticket copies between 1 and 9, speed between 2 and 10 and darkness between -10 and 10', () => {
    expect(problems(BoxLabelFormat.insert, { ...box, boxTicketCopies: 10, masterTicketCopies: 0 })).toEqual({
      masterTicketCopies: 'The field No. of Master Ticket Copies must be between 1 and 9',
      boxTicketCopies: 'The field No. of Box Ticket Copies must be between 1 and 9',
    });
    expect(problems(BoxLabelFormat.insert, { ...box, speed: 1 })).toEqual({
      speed: 'The field Speed must be between 2 and 10',
    });
    expect(problems(BoxLabelFormat.insert, { ...box, speed: 10, darkness: 10 })).toEqual({});
    expect(problems(BoxLabelFormat.insert, { ...box, darkness: -11 })).toEqual({
      darkness: 'The field Darkness must be between -10 and 10',
    });
  });

  it('requires copies, report name and speed, and limits the label format to 6 characters', () => {
    const { masterTicketCopies, reportName, speed, ...rest } = box;
    expect(Object.keys(problems(BoxLabelFormat.insert, { ...rest, labelFormat: 'BOX1234' })).sort()).toEqual(
      ['labelFormat', 'masterTicketCopies', 'reportName', 'speed'].sort(),
    );
  });
});

const harness = {
  labelFormat: 'HF01',
  reportName: 'HarnessLabel_Ford',
  custGroup: 'FORD',
  barcodeType: 'CODE128',
  serialNoLength: null,
  paperFeed: null,
  darkness: null,
  speed: 2,
  enableSpeed: false,
  checkDigit: true,
  seqnoType: 'n1',
  remarks: null,
  attributE3: null,
  attributE4: null,
};

describe('harness label format rules', () => {
  it('stores empty serial number length, paper feed and darkness as 0', () => {
    expect(HarnessLabelFormat.insert.parse(harness)).toMatchObject({
      serialNoLength: 0,
      paperFeed: 0,
      darkness: 0,
      seqnoType: 'N1',
    });
  });

  it("gives 'Range value is from 0 to 999' for a serial number length outside 0 to 999", () => {
    expect(problems(HarnessLabelFormat.insert, { ...harness, serialNoLength: 1000 })).toEqual({
      serialNoLength: labelSetupMessages.serialNoLengthRange,
    });
    expect(problems(HarnessLabelFormat.insert, { ...harness, serialNoLength: -1 })).toEqual({
      serialNoLength: 'Range value is from 0 to 999',
    });
    expect(problems(HarnessLabelFormat.insert, { ...harness, serialNoLength: 999 })).toEqual({});
  });

  it('keeps paper feed within 0 to 999 and requires report name, customer group and speed', () => {
    expect(problems(HarnessLabelFormat.insert, { ...harness, paperFeed: 1000 })).toEqual({
      paperFeed: 'The field Paper Feed must be between 0 and 999',
    });
    expect(
      Object.keys(problems(HarnessLabelFormat.insert, { ...harness, reportName: '', custGroup: '', speed: null })),
    ).toEqual(['reportName', 'custGroup', 'speed']);
  });
});
