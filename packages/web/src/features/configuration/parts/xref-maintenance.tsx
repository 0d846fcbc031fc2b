import { Xref } from '@fgss/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from '@/kit/feedback/toast';
import { MasterGrid, usePlantScope } from '@/kit/master-grid';
import { trpc } from '@/lib/trpc';

const noIhs = { ihscaD_PRODUCT_NUMBER: null, ihscaD_DESIGN_LEVEL: null };
/** The IHS fields are the service's (GetIHSData), never typed. */
const fromIhs = { editable: () => false };

/**
 * /XREFMaintenance: the XREF of the chosen plant. Checking Consider IHS Part fetches the part's
 * IHS product number and design level (or shows why there is none and leaves it unchecked);
 * unchecking clears them.
 */
export default function XREFMaintenance() {
  const calls = trpc.configuration.XREFMaintenance;
  const plant = usePlantScope(calls);
  const queryClient = useQueryClient();

  const fillIhs = async (row: { sewS_PART_NO: string; sewS_DESIGN_LEVEL: string }, checked: boolean) => {
    if (!checked || !plant.value) return noIhs;
    if (!row.sewS_PART_NO || !row.sewS_DESIGN_LEVEL) return { verifY_IHS_DATA: false, ...noIhs };
    const reply = await queryClient.fetchQuery(
      trpc.configuration.XREFMaintenance.getIHSData.queryOptions({
        plantid: plant.value,
        sewsPartNo: row.sewS_PART_NO,
        sewsDesignLevel: row.sewS_DESIGN_LEVEL,
      }),
    );
    const found = Array.isArray(reply) ? reply[0] : undefined;
    if (found) return found;
    if (!Array.isArray(reply)) toast.warning(reply.message);
    return { verifY_IHS_DATA: false, ...noIhs };
  };

  return (
    <MasterGrid
      entity={Xref}
      procedures={calls}
      scope={plant}
      columns={{ ihscaD_PRODUCT_NUMBER: fromIhs, ihscaD_DESIGN_LEVEL: fromIhs }}
      onEdit={(row, field, value) => (field === 'verifY_IHS_DATA' ? fillIhs(row, value === true) : undefined)}
      exportTitle="XREF Maintenance"
    />
  );
}
