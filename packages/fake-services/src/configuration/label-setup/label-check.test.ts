import { type CallName, type InputOf, type LabelCheckReply, labelCheckMessages } from '@fgss/contracts';
import { afterAll, describe, expect, it } from 'vitest';
import { boxFormatCheck } from '../../contract/samples/box-format-check.js';
import { checkLabel } from '../../labels/format-check.js';
import { startSignedInPlant } from '../../testing.js';
import { harnessSample } from './format-samples.js';

const { client, admin, close } = await startSignedInPlant(['admin']);
afterAll(close);

const check = async <N extends CallName>(name: N, row: InputOf<N>) => {
  const reply = await client.call(name, row, { token: admin });
  expect(reply.status).toBe(200);
  return reply.body as LabelCheckReply;
};

const harnessFormat = { labelFormat: 'HL01', reportName: 'Harness tag', custGroup: 'TOYOTA', speed: 4 };

describe('Check of a label format', () => {
  it('passes a box format whose sample label fits and scans, and draws it', async () => {
    const reply = await check('configuration.BoxLabelFormatMaster.check', {
      ...boxFormatCheck,
      extraInput: true,
      inputName: 'Número de contenedor del cliente (Latin-1)',
    });
    expect(reply.findings).toEqual([]);
    expect(reply.ok).toBe(true);
    expect(reply.preview.svg).toContain('<svg');
    expect(reply.preview.serial).toMatch(/^JRZ1B\d{8}$/);
  });

  it('passes harness formats with each 2D code that fits, read back by an independent scanner', async () => {
    for (const barcodeType of ['CODE128', 'CODE39', 'QRCODE', 'DATAMATRIX'])
      expect(
        (await check('configuration.HarnessLabelFormatMaster.check', { ...harnessFormat, barcodeType })).findings,
        barcodeType,
      ).toEqual([]);
  });

  it("finds an extra input whose name runs off the label and has a letter the printer's font lacks", async () => {
    const inputName = 'ČÍSLO ŠARŽE DODAVATELE PRO KONTROLU KVALITY BALENÍ'; // Czech: 'Č' is not Latin-1
    const reply = await check('configuration.BoxLabelFormatMaster.check', {
      ...boxFormatCheck,
      extraInput: true,
      inputName,
    });
    expect(reply.ok).toBe(false);
    expect(reply.findings.map((f) => [f.kind, f.field])).toEqual([
      ['outside', inputName],
      ['unprintable', inputName],
    ]);
    expect(reply.findings[1]?.message).toBe(labelCheckMessages.unprintable('Č', inputName));
  });

  it('finds a PDF417 symbol wider than the label, that no scanner reads', async () => {
    const reply = await check('configuration.HarnessLabelFormatMaster.check', {
      ...harnessFormat,
      barcodeType: 'PDF417',
    });
    expect(reply.findings.map((f) => [f.kind, f.field])).toEqual([
      ['outside', 'PDF417'],
      ['unreadable', 'PDF417'],
    ]);
  });

  it('finds a character Code 39 cannot encode, and still checks the rest of the label', async () => {
    const reply = await checkLabel(
      { ...harnessSample({ labelFormat: 'HL01', barcodeType: 'CODE39' }), partNo: '82111-6a520' },
      { speed: 4, darkness: 0 },
    );
    expect(reply.findings).toEqual([
      {
        kind: 'notEncodable',
        field: 'PART NO (P)',
        message: labelCheckMessages.notEncodable('Code 39', 'a', 'PART NO (P)'),
      },
    ]);
  });

  it('refuses a format row that breaks its rules, with the spec message', async () => {
    const reply = await client.callUnchecked(
      'configuration.BoxLabelFormatMaster.check',
      { ...boxFormatCheck, speed: 12 },
      { token: admin },
    );
    expect(reply.status).toBe(400);
  });
});
