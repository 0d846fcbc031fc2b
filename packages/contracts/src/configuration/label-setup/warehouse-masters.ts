import { z } from 'zod';
import { defineEntity } from '../../grid/entity.js';
import { masterGridCalls } from '../../grid/master-grid.js';
import { lookupCall } from './lookups.js';

/** The destinations a warehouse ships to (spec 1 section 3); both fields are keys, set on new rows only. */
export const WarehouseDestination = defineEntity({
  name: 'WarehouseDestinationMaster',
  title: 'Warehouse Destination Master',
  fields: {
    id: { kind: 'id', label: 'Id', hidden: true },
    warehouse: {
      kind: 'text',
      label: 'Warehouse',
      required: true,
      upper: true,
      key: true,
      lookup: { table: 'warehouses' },
    },
    destination: {
      kind: 'text',
      label: 'Destination',
      max: 50,
      required: true,
      upper: true,
      key: true,
      lookup: { table: 'destinations' },
    },
  },
  unique: ['warehouse', 'destination'],
  defaultSort: [{ selector: 'warehouse' }, { selector: 'destination' }],
});

/** A warehouse's address as printed on shipping documents (spec 1 section 3); one per warehouse. */
export const WarehouseAddress = defineEntity({
  name: 'WarehouseAddressMaster',
  title: 'Warehouse Address Master',
  fields: {
    id: { kind: 'id', label: 'Id', hidden: true },
    warehouse: {
      kind: 'text',
      label: 'Warehouse',
      required: true,
      upper: true,
      key: true,
      lookup: { table: 'warehouses' },
    },
    address: { kind: 'text', label: 'Address', max: 200, required: true },
  },
  unique: ['warehouse'],
  defaultSort: [{ selector: 'warehouse' }],
});

export const WarehouseDestinationMaster = {
  ...masterGridCalls('configuration', 'ConfigurationMasters', WarehouseDestination),
  destinations: lookupCall('WarehouseDestinationMaster', 'Destinations', z.object({})),
  warehouses: lookupCall('WarehouseDestinationMaster', 'Warehouses', z.object({})),
};

export const WarehouseAddressMaster = {
  ...masterGridCalls('configuration', 'ConfigurationMasters', WarehouseAddress),
  warehouses: lookupCall('WarehouseAddressMaster', 'Warehouses', z.object({})),
};
