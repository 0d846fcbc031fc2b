import { Carrier, Destination, Location, SystemParameter } from '@fgss/contracts';
import * as t from '../db/schema/plant/index.js';
import { GridStore } from '../grid/store.js';
import { carrierCode } from './carrier-code.js';

export const parameterStore = new GridStore(SystemParameter, t.systemParameters);
export const locationStore = new GridStore(Location, t.locationMaster, {
  search: { table: t.locationSearch.table, fields: t.locationSearch.columns, grams: t.locationSearch.grams },
});
export const carrierStore = new GridStore(Carrier, t.carrierMaster, {
  derive: (row) => ({ carrieR_ID: carrierCode(row.carrieR_NM ?? '') }),
});
export const destinationStore = new GridStore(Destination, t.destinationMaster);
