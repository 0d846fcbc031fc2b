import { partsMessages, type partsScreens } from '@fgss/contracts';
import { gridHandlers } from '../../grid/handlers.js';
import { badRequest } from '../../http/errors.js';
import type { HandlersOf } from '../../http/handlers.js';
import { listPlants, plantHandlers } from '../../plants/handlers.js';
import { fillingRows } from './fill-rows.js';
import { productLabels, subAssemblyTypes } from './lookups.js';
import { listPrinters, readPlant, savePlant } from './plant-master.js';
import { dockStore, partDockStore, subAssemblyStore, xrefFieldStore, xrefStore } from './stores.js';
import { ihsOf, partOfShortPart, plantExists, shortPartOf } from './xref-lookup.js';

const known = (list: { Id: string }[], id: string | undefined) => list.some((o) => o.Id === id);

export const partsHandlers: HandlersOf<typeof partsScreens> = {
  ConfigureXREFfields: gridHandlers(xrefFieldStore),
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
  // The part numbers of both short parts are the XREF's: a short part the plant lacks is refused.
  PartDockMaster: fillingRows(gridHandlers(partDockStore), (row, { plant }) => {
    const part = (plantId: string | undefined, short: string | undefined) => {
      const found = plantId && short ? partOfShortPart(plant, plantId, short) : undefined;
      if (!found) throw badRequest(`${partsMessages.shortPartNotInXref}: ${plantId ?? ''} ${short ?? ''}`);
      return found;
    };
    const own = part(row.plantid, row.sewsShortPartNo);
    const parent = part(row.parentPlantId, row.parentShortPartNo);
    return {
      sewsPartNo: own.sewsPartNo,
      sewsDesignLevel: own.sewsDesignLevel,
      parentSewsPartNo: parent.sewsPartNo,
      parentSewsDesignLevel: parent.sewsDesignLevel,
    };
  }),
  SubAssemblyMaster: {
    ...fillingRows(gridHandlers(subAssemblyStore), (row, { plant }) => {
      if (!row.plantId || !plantExists(plant, row.plantId)) throw badRequest(partsMessages.plantNotFound);
      if (!known(subAssemblyTypes, row.type)) throw badRequest(partsMessages.unknownSubAssemblyType);
      if (!known(productLabels, row.productLabel)) throw badRequest(partsMessages.unknownProductLabel);
      return { shortPartNo: shortPartOf(plant, row.plantId, row.partNo ?? '', row.designLevel ?? '') };
    }),
    plants: async (_input, ctx) => listPlants(ctx),
    types: async () => subAssemblyTypes,
    productLabels: async () => productLabels,
  },
};
