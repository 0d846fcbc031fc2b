import { defineEntity } from '../../grid/entity.js';
import { plainMasterCalls } from '../../grid/master-grid.js';
import { isMailList } from './mail-addresses.js';
import { adminMasterMessages } from './messages.js';

const text = (label: string, max: number) => ({ kind: 'text', label, max, upper: true }) as const;

/**
 * Who is mailed what (spec 3 sections 3 and 5): a description, the customer group, plant and
 * warehouse it is about (each one of the plant's, checked by the service), two parameters, the
 * To and Cc lists and three attributes. Text is
 * upper-cased; the mail lists keep the case they were typed in (an address is what the mail
 * server gets) and must hold valid addresses ('[20228] Invalid Email').
 */
export const EmailParameter = defineEntity({
  name: 'EmailParameterMaster',
  title: 'Email Parameter Master',
  fields: {
    id: { kind: 'id', label: 'Id', hidden: true },
    emailDesc: { ...text('Email Description', 50), required: true },
    custGroup: { ...text('Customer Group', 30), lookup: { table: 'customerGroups' } },
    plantId: { ...text('Plant', 30), lookup: { table: 'plants' } },
    whseCode: { ...text('Warehouse Code', 30), lookup: { table: 'warehouses' } },
    parameterc1: text('Parameter 1', 50),
    parameterc2: text('Parameter 2', 50),
    mailTo: { kind: 'text', label: 'Mail To', max: 1000, required: true },
    ccTo: { kind: 'text', label: 'Cc To', max: 1000 },
    attribute1: text('Attribute 1', 100),
    attribute2: text('Attribute 2', 100),
    attribute3: text('Attribute 3', 100),
    identifier: text('Identifier', 50),
  },
  unique: [],
  defaultSort: [{ selector: 'emailDesc' }],
  checks: (row) =>
    (['mailTo', 'ccTo'] as const)
      .filter((field) => row[field] && !isMailList(row[field]))
      .map((field) => ({ field, message: adminMasterMessages.invalidEmail })),
});

export const EmailParameterMaster = plainMasterCalls('configuration', 'ConfigurationMasters', EmailParameter);
