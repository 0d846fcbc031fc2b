import { z } from 'zod';
import { defineCall } from '../../call.js';
import { PART_MAPPING_LOOKUP_PAGE_SIZE } from '../../constants.js';
import { defineEntity } from '../../grid/entity.js';
import { masterGridCalls } from '../../grid/master-grid.js';
import { plantKeyField } from '../../grid/plant-key-field.js';
import { plantCallsAt } from './plant-screen.js';
import { partLookupCall } from './sews-parts.js';

const screen = 'PartMappingMaster';

/**
 * A source short part of a plant mapped to the destination part it ships as (spec 1 sections 3
 * to 5). Picking either short part fills its part number, design level (and, for the
 * destination, label format) from the XREF, through SourceShortPartNumber and
 * DestinationShortPartNumber; a source short part not in the XREF may be typed.
 */
export const PartMapping = defineEntity({
  name: screen,
  title: 'Part Mapping Master',
  fields: {
    id: { kind: 'id', label: 'Id', hidden: true },
    plantId: plantKeyField(),
    sourceShortPartNo: {
      kind: 'text',
      label: 'Source Short Part No.',
      max: 4,
      required: true,
      upper: true,
      // A custom source short part may be typed: the XREF's part and level are a suggestion.
      lookup: {
        table: 'xrefShortParts',
        within: { plantId: 'plantId' },
        fills: { sourceSewsPartNo: 'sewsPartNo', sourceSewsDesignLevel: 'sewsDesignLevel' },
        suggestOnly: true,
      },
    },
    sourceSewsPartNo: { kind: 'text', label: 'Source SEWS Part No.', max: 40, required: true, upper: true },
    sourceSewsDesignLevel: { kind: 'text', label: 'Source Design Level', max: 40, required: true, upper: true },
    destShortPartNo: {
      kind: 'text',
      label: 'Destination Short Part No.',
      max: 4,
      required: true,
      upper: true,
      lookup: {
        table: 'xrefShortParts',
        within: { plantId: 'plantId' },
        prefer: { destSewsDesignLevel: 'sewsDesignLevel' },
        fills: { destSewsPartNo: 'sewsPartNo', destSewsDesignLevel: 'sewsDesignLevel', destLabelFormat: 'labelFormat' },
      },
    },
    destSewsPartNo: { kind: 'text', label: 'Destination SEWS Part No.', max: 40, upper: true },
    destSewsDesignLevel: { kind: 'text', label: 'Destination Design Level', max: 40, upper: true },
    destLabelFormat: { kind: 'text', label: 'Destination Label Format', max: 6, upper: true },
  },
  unique: ['plantId', 'sourceShortPartNo'],
  defaultSort: [{ selector: 'sourceShortPartNo' }],
  scope: { plantid: 'plantId' },
});

/** What a chosen short part fills: its XREF part and design level, and its label format. */
export const shortPartDetail = z.object({
  shortPartNo: z.string(),
  sewsPartNo: z.string(),
  sewsDesignLevel: z.string(),
  labelFormat: z.string().nullable(),
});
export type ShortPartDetail = z.infer<typeof shortPartDetail>;

const plantId = z.string().min(1).max(10);
const shortPartNo = z.string().trim().min(1).max(4);

/**
 * A short part's XREF parts, newest design level first ([] when the XREF has none): what the grid
 * fills a row from when a short part is typed or chosen (the entity's lookups say which columns).
 */
const detailCall = <I extends z.ZodObject>(path: string, input: I) =>
  defineCall({
    service: 'configuration',
    method: 'GET',
    path: `${screen}/${path}`,
    access: { kind: 'screen', module: 'ConfigurationMasters', screen, action: 'read' },
    input,
    response: z.array(shortPartDetail),
  });

/** Page size of the short part lookups (spec 1 section 9). */
export const SHORT_PART_PAGE_SIZE = PART_MAPPING_LOOKUP_PAGE_SIZE;

// The lookup sends `select` (the columns it shows); every lookup column is returned.
const paged = { plantId, select: z.string().max(500).optional() };

export const PartMappingMaster = {
  ...plantCallsAt(screen),
  ...masterGridCalls('configuration', 'ConfigurationMasters', PartMapping),
  sourceShortPart: detailCall('SourceShortPartNumber', z.object({ plantId, sourceShortPartNumber: shortPartNo })),
  destinationShortPart: detailCall(
    'DestinationShortPartNumber',
    z.object({ plantId, destinationShortPartNumber: shortPartNo }),
  ),
  sourceShortParts: partLookupCall(`${screen}/SourceShortPartNumbersPaginated`, screen, paged),
  destinationShortParts: partLookupCall(`${screen}/DestinationShortPartNumbersPaginated`, screen, { plantId }),
};
