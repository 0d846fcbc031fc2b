import { type GridSample, gridSamples, type Samples } from './kit.js';

/**
 * Short part `i` of the shared part catalogue (fake-services seed/part-catalogue.ts): for the
 * first parts, 'A' and three base-33 digits. JRZ1's small seed holds parts 0 to 1999, and the
 * small seed docks only JRZ2's parts, so each of these is free for a new JRZ1 part dock.
 */
const DIGITS = '0123456789ABCDEFGHJKLMNPRSTUVWXYZ';
let nextPart = 300;
function seededShortPart(): string {
  let n = nextPart++;
  let code = '';
  for (let k = 0; k < 3; k++) {
    code = DIGITS[n % DIGITS.length] + code;
    n = Math.floor(n / DIGITS.length);
  }
  return `A${code}`;
}

/** XREF, XREF field configuration, dock, part dock and sub-assembly masters. */
export const partsGrids: Record<string, GridSample> = {
  'configuration.ConfigureXREFfields': {
    newRow: (k) => ({ xreF_FIELD: `MATRIX_${k.code(20)}`, upD_IN_XREF: true }),
    key: 'xreF_FIELD',
  },
  'configuration.XREFMaintenance': {
    newRow: (k) => ({
      plantId: 'JRZ1',
      sewS_PART_NO: `82999-${k.code(20)}`,
      sewS_DESIGN_LEVEL: '01',
      shorT_PART_NO: 'M001',
    }),
    key: 'sewS_PART_NO',
    touch: 'misC1_CHAR_CUST',
    listInput: { plantid: 'JRZ1' },
  },
  'configuration.DockMaster': {
    newRow: (k) => ({ plantid: 'JRZ1', dockName: `MX ${k.code(12)}` }),
    key: 'dockName',
    listInput: { plantid: 'JRZ1' },
  },
  'configuration.PartDockMaster': {
    newRow: () => ({
      plantid: 'JRZ1',
      sewsShortPartNo: seededShortPart(),
      parentPlantId: 'JRZ1',
      parentShortPartNo: 'A000',
    }),
    key: 'sewsShortPartNo',
    listInput: { plantid: 'JRZ1' },
  },
  'configuration.SubAssemblyMaster': {
    newRow: (k) => ({
      plantId: 'JRZ1',
      type: 'FUSE BOX',
      partNo: `82999-${k.code(20)}`,
      designLevel: '01',
      supplierCd: 'SEWS1001',
      productLabel: 'SUBASSY-4X6',
      customerId: 'GM',
    }),
    key: 'partNo',
    touch: 'supplierCd',
  },
};

const lookup = { '': () => ({}) };

export const partsSamples: Samples = {
  ...Object.assign({}, ...Object.entries(partsGrids).map(([grid, spec]) => gridSamples(grid, spec))),
  'configuration.XREFMaintenance.plants': lookup,
  'configuration.XREFMaintenance.activePlant': lookup,
  'configuration.XREFMaintenance.getIHSData': {
    '': () => ({ plantid: 'JRZ1', sewsPartNo: '82111-00000', sewsDesignLevel: '01' }),
  },
  'configuration.PlantMaster.plants': lookup,
  'configuration.PlantMaster.printers': lookup,
  'configuration.PlantMaster.plant': { '': () => ({ plantId: 'JRZ3' }) },
  'configuration.PlantMaster.save': {
    '': () => ({
      plantId: 'JRZ3',
      plant_nm: 'Juarez Plant 3 - Service Parts',
      primary_plant: false,
      made_in: 'MEXICO',
      printed_in: 'MEXICO',
    }),
  },
  'configuration.DockMaster.plants': lookup,
  'configuration.DockMaster.activePlant': lookup,
  'configuration.SubAssemblyMaster.plants': lookup,
  'configuration.SubAssemblyMaster.types': lookup,
  'configuration.SubAssemblyMaster.productLabels': lookup,
};
