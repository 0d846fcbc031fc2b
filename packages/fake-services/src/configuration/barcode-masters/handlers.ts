import type { barcodeMasterScreens } from '@fgss/contracts';
import { asc, ne } from 'drizzle-orm';
import type { PlantDb } from '../../db/plant.js';
import { customerHarnessLabelFormats } from '../../db/schema/barcode-masters/index.js';
import { gridHandlers } from '../../grid/handlers.js';
import type { HandlersOf } from '../../http/handlers.js';
import { lookupList } from '../../lookups/resolve.js';
import { barcodeRuleStore, customerHarnessLabelFormatStore } from './stores.js';

/**
 * The groups offered for a customer's harness label: the plant's customer groups, then those
 * rows already name (the select accepts new values, so a group may have no customer yet).
 */
function custGroups(db: PlantDb) {
  const known = lookupList(db, 'customerGroups');
  const seen = new Set(known.map((g) => g.code.toLowerCase()));
  const typed = db
    .selectDistinct({ code: customerHarnessLabelFormats.custGroup })
    .from(customerHarnessLabelFormats)
    .where(ne(customerHarnessLabelFormats.custGroup, ''))
    .orderBy(asc(customerHarnessLabelFormats.custGroup))
    .all()
    .filter((g) => !seen.has(g.code.toLowerCase()))
    .map((g) => ({ code: g.code, name: g.code }));
  return [...known, ...typed];
}

export const barcodeMasterHandlers: HandlersOf<typeof barcodeMasterScreens> = {
  BarcodeRuleMaster: {
    ...gridHandlers(barcodeRuleStore),
    barCodeTypes2D: async (_input, { plant }) => lookupList(plant, 'barcodeTypes2D'),
    // An item is carried once per barcode type: the items of the chosen type are not offered.
    itemDescriptions: async ({ barCodeType2D }, { plant }) =>
      lookupList(
        plant,
        'barcodeItems',
        {},
        barCodeType2D ? barcodeRuleStore.usedKeys(plant, 'itemDesc', { barCodeType2D }) : undefined,
      ),
    dataFormFields: async (_input, { plant }) => lookupList(plant, 'barcodeDataFields'),
  },
  CustomerHrnLblFormatMst: {
    ...gridHandlers(customerHarnessLabelFormatStore),
    harnessLabelFormats: async (_input, { plant }) => lookupList(plant, 'configuredHarnessFormats'),
    tracebilityFlags: async (_input, { plant }) => lookupList(plant, 'traceabilityFlags'),
    barCodeTypes: async (_input, { plant }) => lookupList(plant, 'barcodeTypes'),
    custGroups: async (_input, { plant }) => custGroups(plant),
  },
};
