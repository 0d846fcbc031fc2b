import type { TraceReply } from '@fgss/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadTexts, specTextIn, textsIn } from '@/lib/i18n';
import { detailText, traceExportColumns } from './trace-texts';

const reply: TraceReply = {
  found: 'serial',
  kind: 'harness',
  serial: 'JRZ1H000007140',
  plantId: 'JRZ1',
  timeline: [
    {
      at: '2026-03-02 10:15:00',
      kind: 'transmitted',
      ref: null,
      detail: { asn: 'JRZ1A0000083', result: 'accepted', ack: 'rejected', purpose: 'original', ackReason: null },
      link: 'TransmissionLog',
      filter: { asnNumber: 'JRZ1A0000083' },
    },
  ],
  tree: null,
  hidden: [],
};

// The catalogue beyond the sign-in page's texts comes with the pages after sign-in.
beforeAll(loadTexts);

describe('the trace in the user words', () => {
  const [t, spec] = [textsIn('ES'), specTextIn('ES')];

  it('says coded values in words, a screen by its name, a date in the user format, data as it is', () => {
    expect(detailText('result', 'accepted', t, spec, 'dd/MM/yyyy')).toBe('Entregado a aduanas');
    expect(detailText('state', 'printed', t, spec, 'dd/MM/yyyy')).toBe(t('jobPrinted'));
    expect(detailText('option', 'Scrap', t, spec, 'dd/MM/yyyy')).toBe(t('Scrap'));
    expect(detailText('screen', 'HarnessLabelPrinting', t, spec, 'dd/MM/yyyy')).not.toBe('HarnessLabelPrinting');
    expect(detailText('acknowledgedAt', '2026-03-02 10:15:00', t, spec, 'dd/MM/yyyy')).toBe('02/03/2026 10:15');
    expect(detailText('carrier', 'accepted', t, spec, 'dd/MM/yyyy')).toBe('accepted');
  });

  it("names the export's columns the trace fills, with the codes' words", () => {
    const columns = traceExportColumns(reply, t, spec);
    expect(columns.map((c) => c.field)).toEqual(['at', 'step', 'ref', 'link', 'asn', 'purpose', 'result', 'ack']);
    expect(columns.find((c) => c.field === 'step')).toMatchObject({
      label: 'Paso',
      texts: { transmitted: 'ASN enviado a aduanas' },
    });
    expect(columns.find((c) => c.field === 'result')?.texts).toEqual({ accepted: 'Entregado a aduanas' });
    expect(columns.find((c) => c.field === 'asn')?.texts).toBeUndefined();
  });
});
