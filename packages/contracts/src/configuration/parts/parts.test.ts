import { describe, expect, it } from 'vitest';
import { Dock, PartDock } from './dock-master.js';
import { partsMessages } from './messages.js';
import { plantForm } from './plant-master.js';
import { Xref } from './xref-maintenance.js';

const messagesOf = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.error?.issues.map((i) => i.message) ?? [];

describe('XREF record rules', () => {
  const part = { plantId: 'jrz1', sewS_PART_NO: '82111-6a520', sewS_DESIGN_LEVEL: '01', shorT_PART_NO: 'a001' };

  it('upper-cases the keys and starts every flag unchecked', () => {
    const row = Xref.insert.parse(part);
    expect(row).toMatchObject({ plantId: 'JRZ1', sewS_PART_NO: '82111-6A520', shorT_PART_NO: 'A001', qA_CERT: false });
  });

  it('refuses Consider IHS Part without the IHS product number and design level', () => {
    expect(messagesOf(Xref.insert.safeParse({ ...part, verifY_IHS_DATA: true }))).toEqual([partsMessages.ihsRequired]);
    const withIhs = { ...part, verifY_IHS_DATA: true, ihscaD_PRODUCT_NUMBER: 'IHS1', ihscaD_DESIGN_LEVEL: 'A01' };
    expect(Xref.insert.safeParse(withIhs).success).toBe(true);
  });

  it('limits the location to 6 characters and the short part to 4', () => {
    const r = Xref.insert.safeParse({ ...part, locatioN_CD: 'SHIP123', shorT_PART_NO: 'A0012' });
    expect(messagesOf(r).sort()).toEqual([
      'Location must be at most 6 characters',
      'Short Part No. must be at most 4 characters',
    ]);
  });

  it('makes the flags need update permission', () => {
    const flags = Object.entries(Xref.fields).filter(([, f]) => f.kind === 'bool');
    expect(flags).toHaveLength(9);
    for (const [, f] of flags) expect(f).toMatchObject({ needsUpdate: true });
  });
});

describe('Plant master form', () => {
  const form = { plant_nm: 'Juarez 1', primary_plant: true };

  it("gives 'Cannot Be Blank' for a blank name and empties blank optional texts", () => {
    expect(messagesOf(plantForm.safeParse({ ...form, plant_nm: '   ' }))).toEqual([partsMessages.plantNameBlank]);
    const parsed = plantForm.parse({ ...form, planT_ADDRESS1: ' ', made_in: 'MEXICO' });
    expect(parsed).toMatchObject({ planT_ADDRESS1: null, made_in: 'MEXICO' });
  });

  it('limits the name to 80 characters', () => {
    expect(plantForm.safeParse({ ...form, plant_nm: 'x'.repeat(81) }).success).toBe(false);
  });
});

describe('Dock rules', () => {
  it('requires a dock name of at most 15 characters', () => {
    expect(messagesOf(Dock.insert.safeParse({ plantid: 'JRZ1', dockName: '' }))).toEqual(['Dock Name is required']);
    expect(messagesOf(Dock.insert.safeParse({ plantid: 'JRZ1', dockName: 'D'.repeat(16) }))).toEqual([
      'Dock Name must be at most 15 characters',
    ]);
  });

  it('requires the short part, the parent plant and the parent short part of a part dock', () => {
    expect(messagesOf(PartDock.insert.safeParse({ plantid: 'JRZ1' }))).toEqual([
      'Short Part No. is required',
      'Parent Plant is required',
      'Parent Short Part No. is required',
    ]);
  });
});
