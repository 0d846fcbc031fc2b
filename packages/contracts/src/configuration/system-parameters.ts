import { z } from 'zod';
import { defineCall } from '../call.js';
import { defineEntity } from '../grid/entity.js';
import { masterGridCalls } from '../grid/master-grid.js';

/** Parameter options: mfG_PLANT is shown only for Inventory (spec 1 section 3). */
export const parameterOptions = ['General', 'Printing', 'Inventory', 'Shipping'] as const;

export const SystemParameter = defineEntity({
  name: 'SystemParameters',
  title: 'Parameter Master',
  fields: {
    id: { kind: 'id', label: 'Id', hidden: true },
    option: { kind: 'text', label: 'Option', max: 50, required: true, key: true, hidden: true },
    parameter_c: { kind: 'text', label: 'Parameter Code', max: 50, required: true, upper: true, key: true },
    mfG_PLANT: { kind: 'text', label: 'Mfg Plant', max: 6, key: true, upper: true, emptyAsString: true },
    parameter_c1: { kind: 'text', label: 'Parameter C1', max: 50, emptyAsString: true },
    parameter_c2: { kind: 'text', label: 'Parameter C2', max: 50, emptyAsString: true },
    parameteR_NM: { kind: 'text', label: 'Parameter Name', max: 50, emptyAsString: true },
    parameter_Value: { kind: 'text', label: 'Parameter Value', max: 50, required: true, needsUpdate: true },
    remarks: { kind: 'text', label: 'Remarks', max: 200, required: true, needsUpdate: true },
  },
  unique: ['option', 'parameter_c', 'mfG_PLANT'],
  defaultSort: [{ selector: 'parameter_c' }],
  scope: { option: 'option' },
});

const calls = masterGridCalls('configuration', 'ConfigurationMasters', SystemParameter);

export const SystemParameters = {
  ...calls,
  options: defineCall({
    service: 'configuration',
    method: 'GET',
    path: 'SystemParameters/Options',
    access: { kind: 'screen', module: 'ConfigurationMasters', screen: 'SystemParameters', action: 'read' },
    input: z.object({}),
    response: z.array(z.object({ Id: z.string(), Value: z.string() })),
  }),
};
