import { changeStampFields, defineEntity } from '../../grid/entity.js';
import { plainMasterCalls } from '../../grid/master-grid.js';
import { repath } from '../../grid/repath.js';

/** Spec 3 section 9: the customer group grid is loaded by option. */
export const CUSTOMER_GROUP_OPTIONS = ['Standard', 'Inventory'] as const;

/**
 * Customer groups (spec 3 sections 3 to 6), per option: the Standard groups and the Inventory
 * groups. Inserts and updates carry the option; the group is required, at most 20, upper-case,
 * once per option. idcust_Group is the group's number, given by the service. The grid always
 * allows update.
 */
export const CustomerGroup = defineEntity({
  name: 'GROUPMASTER',
  title: 'Customer Group Master',
  fields: {
    id: { kind: 'id', label: 'Id', hidden: true },
    idcust_Group: { kind: 'int', label: 'Group Id', readOnly: true },
    cust_Group: { kind: 'text', label: 'Customer Group', max: 20, required: true, upper: true },
    option: {
      kind: 'text',
      label: 'Option',
      max: 10,
      required: true,
      hidden: true,
      lookup: { table: 'customerGroupOptions' },
    },
    // Anyone who reads may change a group (alwaysUpdatable): each row says who did, and when.
    ...changeStampFields,
  },
  unique: ['option', 'cust_Group'],
  alwaysUpdatable: true,
  defaultSort: [{ selector: 'cust_Group' }],
  scope: { option: 'option' },
});

/** The spec's path is 'CustomerGroup'; the screen key 'GROUPMASTER'. */
export const CustomerGroupMaster = repath(
  plainMasterCalls('configuration', 'ConfigurationMasters', CustomerGroup),
  'GROUPMASTER',
  'CustomerGroup',
);
