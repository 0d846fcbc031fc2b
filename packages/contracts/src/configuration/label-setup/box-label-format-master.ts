import { z } from 'zod';
import { defineEntity } from '../../grid/entity.js';
import { masterGridCalls } from '../../grid/master-grid.js';
import { labelCheckCall } from './label-check.js';
import { lookupCall } from './lookups.js';
import { labelSetupMessages } from './messages.js';

/**
 * Speed of a label format: 2 to 10, as the entity and the printing screens say (spec 1 section 3,
 * spec 2 section 5); the message follows the spec's wording with these numbers (docs/decisions.md).
 */
export const LABEL_SPEED = { min: 2, max: 10 } as const;
export const DARKNESS = { min: -10, max: 10 } as const;

/**
 * How a box label format prints (spec 1 sections 3 and 5): copies of the master and box tickets,
 * the report (layout) it uses, an extra input asked at printing time, speed and darkness.
 */
export const BoxLabelFormat = defineEntity({
  name: 'BoxLabelFormatMaster',
  title: 'Box Label Format Master',
  fields: {
    id: { kind: 'id', label: 'Id', hidden: true },
    labelFormat: {
      kind: 'text',
      label: 'Label Format',
      max: 6,
      required: true,
      upper: true,
      key: true,
      lookup: { table: 'boxFormatLabels' },
    },
    masterTicketCopies: { kind: 'int', label: 'No. of Master Ticket Copies', min: 1, max: 9, required: true },
    boxTicketCopies: { kind: 'int', label: 'No. of Box Ticket Copies', min: 1, max: 9, required: true },
    enablePrintCopy: { kind: 'bool', label: 'Enable Print Copy' },
    reportName: { kind: 'text', label: 'Report Name', max: 40, required: true },
    extraInput: { kind: 'bool', label: 'Extra Input' },
    inputName: { kind: 'text', label: 'Input Name', max: 50 },
    speed: { kind: 'int', label: 'Speed', ...LABEL_SPEED, required: true },
    enableSpeed: { kind: 'bool', label: 'Enable Speed' },
    darkness: { kind: 'int', label: 'Darkness', ...DARKNESS, emptyAsZero: true },
    attributE2: { kind: 'text', label: 'Attribute 2', max: 50 },
  },
  unique: ['labelFormat'],
  defaultSort: [{ selector: 'labelFormat' }],
  checks: (row) => extraInputRule(row),
});

/** A format that asks for an extra input at printing time must name it. */
export function extraInputRule(row: { extraInput?: boolean; inputName?: string | null }) {
  return row.extraInput === true && !row.inputName?.trim()
    ? [{ field: 'inputName' as const, message: labelSetupMessages.inputNameRequired }]
    : [];
}

export const BoxLabelFormatMaster = {
  ...masterGridCalls('configuration', 'ConfigurationMasters', BoxLabelFormat),
  getFormatLabels: lookupCall('BoxLabelFormatMaster', 'GetFormatLabels', z.object({})),
  check: labelCheckCall('BoxLabelFormatMaster', BoxLabelFormat.insert),
};
