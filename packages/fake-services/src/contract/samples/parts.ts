import { cataloguePart } from '../../seed/part-catalogue.js';
import { api, gridSamples, type Input, type Sample } from '../kit.js';

/** A part of JRZ1's XREF, for the samples that need a real short part number. */
const xrefPart = async (skip: number) =>
  (await api<{ data: Input[] }>('configuration.XREFMaintenance.list', { plantid: 'JRZ1', skip, take: 1 }))
    .data[0] as Input;

/** Short parts of JRZ1's XREF that no part dock uses yet (the small seed docks JRZ2's parts). */
let dockPart = 300 + Math.floor(Math.random() * 1500);
const nextShortPart = () => cataloguePart('JRZ1', dockPart++).shortPartNo;

/** XREF, XREF field configuration, plant, dock and sub-assembly masters (spec 1 section 7). */
export const partsSamples: Record<string, Sample> = {
  ...gridSamples(
    'configuration.ConfigureXREFfields',
    (t) => ({ xreF_FIELD: `CONTRACT_${t}`, upD_IN_XREF: true }),
    (row) => ['xreF_FIELD', '=', row.xreF_FIELD],
    (row) => ({ ...row, miX_RULE: !row.miX_RULE }),
  ),
  ...gridSamples(
    'configuration.XREFMaintenance',
    (t) => ({ plantId: 'JRZ1', sewS_PART_NO: `82999-${t}`, sewS_DESIGN_LEVEL: '01', shorT_PART_NO: t.slice(-4) }),
    (row) => ['sewS_PART_NO', '=', row.sewS_PART_NO],
    (row) => ({ ...row, activE_FLAG: true, locatioN_CD: 'FG01' }),
    { plantid: 'JRZ1' },
  ),
  'configuration.XREFMaintenance.plants': () => ({}),
  'configuration.XREFMaintenance.activePlant': () => ({}),
  'configuration.XREFMaintenance.getIHSData': async () => {
    const part = await xrefPart(0);
    return { plantid: 'JRZ1', sewsPartNo: part.sewS_PART_NO, sewsDesignLevel: part.sewS_DESIGN_LEVEL };
  },
  'configuration.PlantMaster.plants': () => ({}),
  'configuration.PlantMaster.printers': () => ({}),
  'configuration.PlantMaster.plant': () => ({ plantId: 'JRZ3' }),
  'configuration.PlantMaster.save': async () => ({
    ...(await api<Input>('configuration.PlantMaster.plant', { plantId: 'JRZ3' })),
    plant_nm: 'Juarez Plant 3 - Service Parts',
  }),
  ...gridSamples(
    'configuration.DockMaster',
    (t) => ({ plantid: 'JRZ1', dockName: `CT ${t}` }),
    (row) => ['dockName', '=', row.dockName],
    (row) => ({ ...row, dockName: `${row.dockName}X` }),
    { plantid: 'JRZ1' },
  ),
  'configuration.DockMaster.plants': () => ({}),
  'configuration.DockMaster.activePlant': () => ({}),
  ...gridSamples(
    'configuration.PartDockMaster',
    () => ({ plantid: 'JRZ1', sewsShortPartNo: nextShortPart(), parentPlantId: 'JRZ1', parentShortPartNo: 'A000' }),
    (row) => ['sewsShortPartNo', '=', row.sewsShortPartNo],
    (row) => ({ ...row, parentShortPartNo: 'A001' }),
    { plantid: 'JRZ1' },
  ),
  ...gridSamples(
    'configuration.SubAssemblyMaster',
    (t) => ({
      plantId: 'JRZ1',
      type: 'SUB HARNESS',
      partNo: `82999-${t}`,
      designLevel: '01',
      supplierCd: 'SEWS1001',
      productLabel: 'SUBASSY-4X6',
      customerId: 'GM',
    }),
    (row) => ['partNo', '=', row.partNo],
    (row) => ({ ...row, supplierCd: 'SEWS1002' }),
  ),
  'configuration.SubAssemblyMaster.plants': () => ({}),
  'configuration.SubAssemblyMaster.types': () => ({}),
  'configuration.SubAssemblyMaster.productLabels': () => ({}),
};
