import { approvalRights, ComponentCode, EXCEL_EXTENSIONS, LOOKUP_PAGE_SIZE, partRulesMessages } from '@fgss/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { MasterGrid, usePlantScope } from '@/kit/master-grid';
import { UploadButton } from '@/kit/upload';
import { useScreenRights, useSession } from '@/lib/session';
import { trpc } from '@/lib/trpc';
import { trpcClient } from '@/lib/trpc-client';
import { partLookupEditor } from './part-lookup';
import { askParts } from './sews-part-search';

const noGroups = { deApproveGroup: [], qaApproveGroup: [] };

/**
 * /ComponentCodeMaster: the component codes of the plant's SEWS parts. DE and QA approval are
 * editable only by the approve groups; a row changed since both approvals is yellow, in the grid
 * and in the export. Picking a SEWS part fills its customer and supplier codes.
 */
export default function ComponentCodeMaster() {
  const plant = usePlantScope(trpc.configuration.ComponentCodeMaster);
  const plantId = plant.value ?? '';
  const rights = useScreenRights('ComponentCodeMaster');
  const groupCode = useSession()?.userData.groupCode ?? '';
  const groups = useQuery(trpc.configuration.ComponentCodeMaster.approvalGroupCodes.queryOptions({}));
  const approve = approvalRights(groups.data ?? noGroups, groupCode);
  const queryClient = useQueryClient();
  const upload = useMutation(trpc.configuration.ComponentCodeMaster.import.mutationOptions());

  const calls = trpc.configuration.ComponentCodeMaster;
  const fillCodes = async (value: unknown) => {
    if (typeof value !== 'string' || !value) return undefined;
    const codes = await queryClient.fetchQuery(calls.sewsPartNumber.queryOptions({ plantid: plantId, id: value }));
    return { customerCode: codes.customrCode, supplierCode: codes.supplierId };
  };

  return (
    <MasterGrid
      entity={ComponentCode}
      procedures={trpc.configuration.ComponentCodeMaster}
      scope={plant}
      columns={{
        sewsPartNo: {
          Edit: partLookupEditor({
            field: 'sewS_PART_NO',
            max: 40,
            pageSize: LOOKUP_PAGE_SIZE,
            load: (q) => {
              if (!plantId) throw new Error(partRulesMessages.noSessionForParts);
              return askParts(
                (input, opts) => trpcClient.configuration.ComponentCodeMaster.sewsPartNumbers.query(input, opts),
                {
                  plantid: plantId,
                  ...q,
                  requireTotalCount: true,
                  searchExpr: 'sewS_PART_NO',
                },
              );
            },
          }),
        },
        deApproval: { editable: () => approve.de },
        qaApproval: { editable: () => approve.qa },
      }}
      onEdit={(_row, field, value) => (field === 'sewsPartNo' ? fillCodes(value) : undefined)}
      highlightField="isModified"
      toolbar={
        <UploadButton
          extensions={EXCEL_EXTENSIONS}
          wrongTypeMessage={partRulesMessages.onlyExcel}
          disabled={!rights.create || plant.dirty}
          upload={(file) => upload.mutateAsync({ plantid: plantId, file })}
          onUploaded={() => queryClient.invalidateQueries(calls.list.pathFilter())}
        />
      }
      exportTitle="Component Code Master"
    />
  );
}
