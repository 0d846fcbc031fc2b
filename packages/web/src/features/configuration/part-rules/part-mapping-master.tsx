import { PartMapping, SHORT_PART_PAGE_SIZE } from '@fgss/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { MasterGrid, usePlantScope } from '@/kit/master-grid';
import { trpc } from '@/lib/trpc';
import { partLookupEditor } from './part-lookup';

const filled = { editable: () => false };

/**
 * /PartMappingMaster: a source short part of the plant mapped to a destination short part.
 * Choosing either from its lookup (five per page) fills its part number and design level (and
 * the destination's label format) from the XREF, through the service's SourceShortPartNumber and
 * DestinationShortPartNumber; a source short part not in the XREF may be typed, with its part and
 * level.
 */
export default function PartMappingMaster() {
  const plant = usePlantScope(trpc.configuration.PartMappingMaster);
  const calls = trpc.configuration.PartMappingMaster;
  const queryClient = useQueryClient();
  const plantId = plant.value ?? '';

  return (
    <MasterGrid
      entity={PartMapping}
      procedures={trpc.configuration.PartMappingMaster}
      scope={plant}
      lookups={{
        sourceShortPartNo: (row) =>
          queryClient.fetchQuery(
            calls.sourceShortPart.queryOptions({
              plantId: String(row.plantId || plantId),
              sourceShortPartNumber: String(row.sourceShortPartNo),
            }),
          ),
        destShortPartNo: (row) =>
          queryClient.fetchQuery(
            calls.destinationShortPart.queryOptions({
              plantId: String(row.plantId || plantId),
              destinationShortPartNumber: String(row.destShortPartNo),
            }),
          ),
      }}
      columns={{
        sourceShortPartNo: {
          Edit: partLookupEditor({
            field: 'shorT_PART_NO',
            max: 4,
            pageSize: SHORT_PART_PAGE_SIZE,
            load: (q) =>
              queryClient.fetchQuery(calls.sourceShortParts.queryOptions({ plantId, ...q, requireTotalCount: true })),
          }),
        },
        destShortPartNo: {
          Edit: partLookupEditor({
            field: 'shorT_PART_NO',
            max: 4,
            pageSize: SHORT_PART_PAGE_SIZE,
            load: (q) =>
              queryClient.fetchQuery(
                calls.destinationShortParts.queryOptions({ plantId, ...q, requireTotalCount: true }),
              ),
          }),
        },
        destSewsPartNo: filled,
        destSewsDesignLevel: filled,
        destLabelFormat: filled,
      }}
    />
  );
}
