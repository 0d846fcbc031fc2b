import { PartDock, partsMessages, type partsScreens, SubAssembly } from '@fgss/contracts';
import { fillHandler, gridHandlers } from '../../grid/handlers.js';
import type { HandlersOf } from '../../http/handlers.js';
import { lookupList } from '../../lookups/resolve.js';
import { listPlants, plantHandlers } from '../../plants/handlers.js';
import { fillingRows } from './fill-rows.js';
import { listPrinters, readPlant, savePlant } from './plant-master.js';
import { dockStore, partDockStore, subAssemblyStore, xrefStore } from './stores.js';
import { ihsOf } from './xref-lookup.js';

/** The sub-assembly lookups answer the spec's { Id, Value } items. */
const asOptions = (items: { code: string; name: string }[]) => items.map((i) => ({ Id: i.code, Value: i.name }));

/** Configure XREF Fields is a plain master: its handlers are made for it. */
export const partsHandlers: HandlersOf<typeof partsScreens> = {
  XREFMaintenance: {
    // Without Consider IHS Part a row carries no IHS data (the web clears it; so does the service).
    ...fillingRows(gridHandlers(xrefStore), (row) =>
      row.verifY_IHS_DATA ? {} : { ihscaD_PRODUCT_NUMBER: null, ihscaD_DESIGN_LEVEL: null },
    ),
    ...plantHandlers,
    getIHSData: async (input, { plant }) => {
      const found = ihsOf(plant, input.plantid, input.sewsPartNo, input.sewsDesignLevel);
      return found ? [found] : { message: partsMessages.ihsNotFound };
    },
  },
  PlantMaster: {
    plants: async (_input, ctx) => listPlants(ctx),
    printers: async (_input, { plant }) => listPrinters(plant),
    plant: async (input, { plant }) => readPlant(plant, input.plantId),
    save: async ({ plantId, ...form }, { plant }) => savePlant(plant, plantId, form),
  },
  DockMaster: { ...gridHandlers(dockStore), ...plantHandlers },
  // The part numbers of both short parts are the XREF's: the entity's lookups fill them.
  PartDockMaster: {
    ...gridHandlers(partDockStore),
    fill: fillHandler(PartDock),
  },
  SubAssemblyMaster: {
    // Plant, type, product label and part are lookups of the entity; the short part is the XREF's.
    ...gridHandlers(subAssemblyStore),
    fill: fillHandler(SubAssembly),
    plants: async (_input, ctx) => listPlants(ctx),
    types: async (_input, { plant }) => asOptions(lookupList(plant, 'subAssemblyTypes')),
    productLabels: async (_input, { plant }) => asOptions(lookupList(plant, 'productLabels')),
  },
};
