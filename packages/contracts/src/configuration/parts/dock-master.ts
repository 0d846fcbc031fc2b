import { defineEntity } from '../../grid/entity.js';
import { fillCall } from '../../grid/fill.js';
import { masterGridCalls } from '../../grid/master-grid.js';
import { plantKeyField } from '../../grid/plant-key-field.js';
import { repath } from '../../grid/repath.js';
import { plantCalls } from '../../plants.js';

/**
 * The XREF-area dock grid (spec 1 section 3, "Dock"): the plant's shipping docks. Only the name
 * is maintained here; truck, opening and status are written by the shipping screens.
 */
export const Dock = defineEntity({
  name: 'DockMaster',
  title: 'Dock Master',
  fields: {
    id: { kind: 'id', label: 'Id', hidden: true },
    plantid: plantKeyField({ upper: true }),
    dockName: { kind: 'text', label: 'Dock Name', max: 15, required: true, upper: true },
    truckInfo: { kind: 'text', label: 'Truck Info', readOnly: true },
    openDateTime: { kind: 'text', label: 'Open Date Time', readOnly: true },
    openedBy: { kind: 'text', label: 'Opened By', readOnly: true },
    lastActionOn: { kind: 'text', label: 'Last Action On', readOnly: true },
    status: { kind: 'text', label: 'Status', readOnly: true },
  },
  unique: ['plantid', 'dockName'],
  defaultSort: [{ selector: 'dockName' }],
  scope: { plantid: 'plantid' },
});

/**
 * The module's dock master (spec 1 section 3, second Dock Master definition): which parent part
 * of which parent plant a plant's part docks into. The SEWS part numbers and design levels are
 * the XREF's for the short part numbers; the service fills them on save (and answers them before,
 * DockMaster/PartDocks/Fill, so the grid shows them as soon as a short part is typed).
 */
export const PartDock = defineEntity({
  name: 'DockMaster',
  title: 'Part Docks',
  fields: {
    id: { kind: 'id', label: 'Id', hidden: true },
    plantid: plantKeyField({ upper: true }),
    sewsShortPartNo: {
      kind: 'text',
      label: 'Short Part No.',
      max: 4,
      required: true,
      upper: true,
      key: true,
      lookup: {
        table: 'xrefShortParts',
        within: { plantId: 'plantid' },
        fills: { sewsPartNo: 'sewsPartNo', sewsDesignLevel: 'sewsDesignLevel' },
      },
    },
    sewsPartNo: { kind: 'text', label: 'SEWS Part No.', max: 40 },
    sewsDesignLevel: { kind: 'text', label: 'SEWS Design Level', max: 40 },
    parentPlantId: {
      kind: 'text',
      label: 'Parent Plant',
      max: 10,
      required: true,
      upper: true,
      lookup: { table: 'plants' },
    },
    parentShortPartNo: {
      kind: 'text',
      label: 'Parent Short Part No.',
      max: 4,
      required: true,
      upper: true,
      lookup: {
        table: 'xrefShortParts',
        within: { plantId: 'parentPlantId' },
        fills: { parentSewsPartNo: 'sewsPartNo', parentSewsDesignLevel: 'sewsDesignLevel' },
      },
    },
    parentSewsPartNo: { kind: 'text', label: 'Parent SEWS Part No.', max: 40 },
    parentSewsDesignLevel: { kind: 'text', label: 'Parent SEWS Design Level', max: 40 },
  },
  unique: ['plantid', 'sewsShortPartNo'],
  defaultSort: [{ selector: 'sewsShortPartNo' }],
  scope: { plantid: 'plantid' },
});

/** Both grids are on the DockMaster screen (its permissions); the part docks under DockMaster/PartDocks. */
export const DockMaster = {
  ...masterGridCalls('configuration', 'ConfigurationMasters', Dock),
  ...plantCalls('configuration', 'ConfigurationMasters', 'DockMaster'),
};
export const PartDockMaster = repath(
  {
    ...masterGridCalls('configuration', 'ConfigurationMasters', PartDock),
    fill: fillCall('configuration', 'ConfigurationMasters', PartDock),
  },
  'DockMaster',
  'DockMaster/PartDocks',
);
