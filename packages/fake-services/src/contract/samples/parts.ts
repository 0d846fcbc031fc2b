import { xrefFieldNames } from '@fgss/contracts';
import { cataloguePart } from '../../seed/part-catalogue.js';
import { gridsSamples, none, one, type Row, rowWithFreeKey, type Samples } from './kit.js';

/** Short parts of JRZ1's XREF that no part dock uses yet (the small seed docks JRZ2's parts). */
let dockPart = 300 + Math.floor(Math.random() * 1500);
const nextShortPart = () => cataloguePart('JRZ1', dockPart++).shortPartNo;

/** XREF, XREF field configuration, plant, dock, part dock and sub-assembly masters (spec 1 section 7). */
export const partsSamples: Samples = {
  ...gridsSamples({
    'configuration.ConfigureXREFfields': {
      newRow: (k) =>
        rowWithFreeKey(
          k,
          'configuration.ConfigureXREFfields',
          ['xreF_FIELD'],
          xrefFieldNames.map((xreF_FIELD) => ({ xreF_FIELD })),
          { upD_IN_XREF: true },
        ),
      key: 'xreF_FIELD',
      edit: (row) => ({ ...row, miX_RULE: !row.miX_RULE }),
    },
    'configuration.XREFMaintenance': {
      newRow: (k) => ({
        plantId: 'JRZ1',
        sewS_PART_NO: `82999-${k.code(20)}`,
        sewS_DESIGN_LEVEL: '01',
        shorT_PART_NO: k.code(4),
      }),
      key: 'sewS_PART_NO',
      edit: (row) => ({ ...row, activE_FLAG: true, locatioN_CD: 'FG01', misC1_CHAR_CUST: 'Edited' }),
      listInput: { plantid: 'JRZ1' },
    },
    'configuration.DockMaster': {
      newRow: (k) => ({ plantid: 'JRZ1', dockName: `S ${k.code(12)}` }),
      key: 'dockName',
      edit: (row) => ({ ...row, dockName: `${row.dockName}X` }),
      listInput: { plantid: 'JRZ1' },
    },
    'configuration.PartDockMaster': {
      newRow: () => ({
        plantid: 'JRZ1',
        sewsShortPartNo: nextShortPart(),
        parentPlantId: 'JRZ1',
        parentShortPartNo: 'A000',
      }),
      key: 'sewsShortPartNo',
      edit: (row) => ({ ...row, parentShortPartNo: 'A001' }),
      listInput: { plantid: 'JRZ1' },
    },
    'configuration.SubAssemblyMaster': {
      newRow: (k) => ({
        plantId: 'JRZ1',
        type: 'SUB HARNESS',
        partNo: `82999-${k.code(20)}`,
        designLevel: '01',
        supplierCd: 'SEWS1001',
        productLabel: 'SUBASSY-4X6',
        customerId: 'GM',
      }),
      key: 'partNo',
      edit: (row) => ({ ...row, supplierCd: 'SEWS1002' }),
    },
  }),
  'configuration.XREFMaintenance.plants': none,
  'configuration.XREFMaintenance.activePlant': none,
  'configuration.XREFMaintenance.getIHSData': one(async (k) => {
    const { data } = await k.call<{ data: Row[] }>('configuration.XREFMaintenance.list', { plantid: 'JRZ1', take: 1 });
    return { plantid: 'JRZ1', sewsPartNo: data[0]?.sewS_PART_NO, sewsDesignLevel: data[0]?.sewS_DESIGN_LEVEL };
  }),
  'configuration.PlantMaster.plants': none,
  'configuration.PlantMaster.printers': none,
  'configuration.PlantMaster.plant': one(() => ({ plantId: 'JRZ3' })),
  // Saves the plant as it is, with its name.
  'configuration.PlantMaster.save': one(async (k) => ({
    ...(await k.call<Row>('configuration.PlantMaster.plant', { plantId: 'JRZ3' })),
    plant_nm: 'Juarez Plant 3 - Service Parts',
  })),
  'configuration.DockMaster.plants': none,
  'configuration.DockMaster.activePlant': none,
  'configuration.PartDockMaster.fill': one(() => ({
    field: 'sewsShortPartNo',
    plantid: 'JRZ1',
    sewsShortPartNo: cataloguePart('JRZ1', 0).shortPartNo,
  })),
  'configuration.SubAssemblyMaster.fill': one(() => {
    const part = cataloguePart('JRZ1', 0);
    return { field: 'partNo', plantId: 'JRZ1', partNo: part.sewsPartNo, designLevel: part.sewsDesignLevel };
  }),
  'configuration.SubAssemblyMaster.plants': none,
  'configuration.SubAssemblyMaster.types': none,
  'configuration.SubAssemblyMaster.productLabels': none,
};
