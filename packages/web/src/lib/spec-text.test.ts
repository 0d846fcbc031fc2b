import { ackReasonTexts, defineEntity, Location, messages, printerMessages, reworkMessages } from '@fgss/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { contractTexts } from '../../../../scripts/contract-texts';
import { loadTexts } from './i18n';
import { spanishOf, specTextIn } from './spec-text';
import { specEs } from './texts/spec-es';

const es = specTextIn('ES');
const hasSpanish = spanishOf(specEs).has;

// The Spanish of every spec text, as every page after sign-in has it.
beforeAll(loadTexts);

describe('specTextIn', () => {
  it('leaves English as the spec wrote it', () => {
    expect(specTextIn('EN')(messages.recordExists)).toBe(messages.recordExists);
  });

  it('gives the Spanish of a label, a screen and a coded message, code kept', () => {
    expect(es(Location.fields.location_nm.label)).toBe('Nombre de la ubicación');
    expect(es('Box / Harness Report')).toBe('Reporte de caja / arnés');
    expect(es(messages.recordExists)).toBe('[20007] ¡El registro ya existe!');
  });

  it('translates a message built around values, a label inside too and a serial as is', () => {
    expect(es(printerMessages.paused('ZB-01'))).toBe(
      "La impresora 'ZB-01' está en pausa. Quite la pausa en la impresora y vuelva a imprimir.",
    );
    expect(es(reworkMessages.notInBox('JRZ1E0001', 'B77'))).toBe('El arnés JRZ1E0001 no está en la caja B77.');
    expect(es(`Row 3: ${reworkMessages.unknownBox('B77')}`)).toBe('Fila 3: La caja B77 no existe.');
  });

  it("translates a partner's 997 reasons line by line, the codes kept", () => {
    const reasons = [
      ackReasonTexts.segment('REF', 7, '8'),
      ackReasonTexts.element(2, '7'),
      ackReasonTexts.transaction('5'),
    ].join('\n');
    expect(es(reasons)).toBe(
      'Segmento REF en la posición 7: El segmento tiene errores en elementos de datos (AK3 8).\n' +
        'Elemento 2: Valor de código inválido (AK4 7).\nUno o más segmentos con error (AK5 5).',
    );
  });

  it("translates the validation messages contracts generate from a field's label", () => {
    const entity = defineEntity({
      name: 'Probe',
      title: 'Probe',
      fields: {
        id: { kind: 'id', label: 'Id' },
        location_cd: { kind: 'text', label: 'Location Code', max: 3, required: true },
        port: { kind: 'int', label: 'Port', min: 1, max: 9 },
      },
      unique: [],
      defaultSort: [],
    });
    const issues = entity.insert.safeParse({ location_cd: 'ABCD', port: 12 }).error?.issues ?? [];
    expect(issues.map((i) => es(i.message))).toEqual([
      'El campo Código de ubicación debe tener como máximo 3 caracteres',
      'El campo Puerto debe estar entre 1 y 9',
    ]);
    expect(es(entity.insert.safeParse({}).error?.issues[0]?.message ?? '')).toBe(
      'El campo Código de ubicación es obligatorio',
    );
  });

  it('keeps a text it does not know as the service wrote it', () => {
    expect(es('Gauge 7 needs calibration')).toBe('Gauge 7 needs calibration');
    expect(hasSpanish('Gauge 7 needs calibration')).toBe(false);
  });

  it("has a generated message's Spanish for every field label of contracts", () => {
    const labels = [...contractTexts()].filter(([, where]) => where.endsWith('.label')).map(([text]) => text);
    const generated = labels.flatMap((label) => [`${label} is required`, `${label} must be at most 9 characters`]);
    expect(generated.filter((message) => es(message) === message)).toEqual([]);
  });
});
