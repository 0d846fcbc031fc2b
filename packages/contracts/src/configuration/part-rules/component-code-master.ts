import { z } from 'zod';
import { defineCall } from '../../call.js';
import { defineEntity } from '../../grid/entity.js';
import { masterGridCalls } from '../../grid/master-grid.js';
import { plantKeyField } from '../../grid/plant-key-field.js';
import { importCall } from './import-call.js';
import { plantCallsAt } from './plant-screen.js';
import { partLookupCall, sewsPartField } from './sews-parts.js';

const screen = 'ComponentCodeMaster';
const read = { kind: 'screen', module: 'ConfigurationMasters', screen, action: 'read' } as const;

/**
 * The component code of a SEWS part (spec 1 sections 3 to 5). A new row, or a row whose codes
 * change, is modified (yellow) until both DE and QA approve it; the service records who approved.
 */
export const ComponentCode = defineEntity({
  name: screen,
  title: 'Component Code Master',
  fields: {
    id: { kind: 'id', label: 'Id', hidden: true },
    plantId: plantKeyField(),
    sewsPartNo: sewsPartField('plantId'),
    customerCode: { kind: 'text', label: 'Customer Code', max: 40, upper: true },
    supplierCode: { kind: 'text', label: 'Supplier Code', max: 40, upper: true },
    componentCode: { kind: 'text', label: 'Component Code', max: 40, required: true, upper: true },
    deApproval: { kind: 'bool', label: 'DE Approval' },
    deApprovedBy: { kind: 'text', label: 'DE Approved By', readOnly: true },
    qaApproval: { kind: 'bool', label: 'QA Approval' },
    qaApprovedBy: { kind: 'text', label: 'QA Approved By', readOnly: true },
    isModified: { kind: 'bool', label: 'Modified', readOnly: true, hidden: true },
  },
  unique: ['plantId', 'sewsPartNo'],
  defaultSort: [{ selector: 'sewsPartNo' }],
  scope: { plantid: 'plantId' },
});
export type ComponentCodeRow = z.infer<typeof ComponentCode.row>;

/** The group codes that may change DE and QA approval (from the server). */
export const approvalGroups = z.object({ qaApproveGroup: z.array(z.string()), deApproveGroup: z.array(z.string()) });
export type ApprovalGroups = z.infer<typeof approvalGroups>;

/** Who may edit which approval column: a group code in the DE (QA) approve groups. */
export function approvalRights(groups: ApprovalGroups, groupCode: string): { de: boolean; qa: boolean } {
  const code = groupCode.trim().toUpperCase();
  const member = (list: string[]) => list.some((g) => g.trim().toUpperCase() === code);
  return { de: code !== '' && member(groups.deApproveGroup), qa: code !== '' && member(groups.qaApproveGroup) };
}

export const ComponentCodeMaster = {
  ...plantCallsAt(screen),
  ...masterGridCalls('configuration', 'ConfigurationMasters', ComponentCode),
  approvalGroupCodes: defineCall({
    service: 'configuration',
    method: 'GET',
    path: `${screen}/ApprovalGroupCodes`,
    access: read,
    input: z.object({}),
    response: approvalGroups,
  }),
  sewsPartNumbers: partLookupCall(`${screen}/SewsPartNumbers`, screen, { plantid: z.string().min(1).max(10) }),
  /** The customer and supplier codes of a SEWS part ('customrCode' as the spec spells it). */
  sewsPartNumber: defineCall({
    service: 'configuration',
    method: 'GET',
    path: `${screen}/SewsPartNumber`,
    access: read,
    input: z.object({ plantid: z.string().min(1).max(10), id: z.string().trim().min(1).max(40) }),
    response: z.object({ customrCode: z.string().nullable(), supplierId: z.string().nullable() }),
  }),
  import: importCall(`${screen}/Import`, screen),
};
