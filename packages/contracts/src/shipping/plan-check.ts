import { z } from 'zod';
import { defineCall } from '../call.js';
import { defineEntity } from '../grid/entity.js';
import { masterGridCalls } from '../grid/master-grid.js';
import { shipToWhseField } from './lookups.js';
import { shippingMessages } from './messages.js';

const screen = 'ShipmentPlanCheckMaster';

/**
 * Which ship-to warehouses the plan check adheres to (spec 3 sections 3 to 5): the warehouse is
 * set only on new rows and must be one the lookup offers (the service checks); an adhering row
 * needs an adherence type, and a row that does not adhere keeps none.
 */
export const PlanCheck = defineEntity({
  name: screen,
  title: 'Shipment Plan Check Master',
  fields: {
    id: { kind: 'id', label: 'Id', hidden: true },
    shipToWhse: { ...shipToWhseField, key: true },
    adhere: { kind: 'bool', label: 'Adhere' },
    adherecetype: { kind: 'text', label: 'Adherence Type', max: 20, lookup: { table: 'adherenceTypes' } },
  },
  // Not unique: a warehouse may be checked more than once (the legacy grid does not refuse it).
  unique: [],
  defaultSort: [{ selector: 'shipToWhse' }],
  checks: (row) =>
    row.adhere && !row.adherecetype
      ? [{ field: 'adherecetype', message: shippingMessages.adherenceTypeNeeded(row.shipToWhse ?? '') }]
      : [],
});
export type PlanCheckRow = z.infer<typeof PlanCheck.row>;

/** The adherence types a check may use. */
export const ADHERENCE_TYPES = ['DAILY', 'WEEKLY', 'MONTHLY'] as const;

const lookup = (path: string) =>
  defineCall({
    service: 'shipping',
    method: 'GET',
    path,
    access: { kind: 'screen', module: 'ShippingPlan', screen, action: 'read' },
    input: z.object({}),
    response: z.object({ data: z.array(z.string()) }),
  });

export const ShipmentPlanCheckMaster = {
  ...masterGridCalls('shipping', 'ShippingPlan', PlanCheck),
  shipToWhse: lookup(`${screen}/ShipToWhse`),
  adhereceType: lookup(`${screen}/AdhereceType`),
};
