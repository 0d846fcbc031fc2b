import { messages, Xref } from '@fgss/contracts';
import { useState } from 'react';
import { confirm } from '@/kit/feedback/confirm';
import { toast } from '@/kit/feedback/toast';
import { MasterGrid } from '@/kit/master-grid';
import { Page } from '@/kit/page/page';
import { usePlantChoice } from '@/kit/plant/plant-select';
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
  const [dirty, setDirty] = useState(false);
  const { plantId, select } = usePlantChoice('configuration.XREFMaintenance', {
    beforeChange: () => !dirty || confirm(messages.confirmCancel),
  });
  const utils = trpc.useUtils();

  const fillIhs = async (row: { sewS_PART_NO: string; sewS_DESIGN_LEVEL: string }, checked: boolean) => {
    if (!checked || !plantId) return noIhs;
    if (!row.sewS_PART_NO || !row.sewS_DESIGN_LEVEL) return { verifY_IHS_DATA: false, ...noIhs };
    const reply = await utils.configuration.XREFMaintenance.getIHSData.fetch({
      plantid: plantId,
      sewsPartNo: row.sewS_PART_NO,
      sewsDesignLevel: row.sewS_DESIGN_LEVEL,
    });
    const found = Array.isArray(reply) ? reply[0] : undefined;
    if (found) return found;
    if (!Array.isArray(reply)) toast.warning(reply.message);
    return { verifY_IHS_DATA: false, ...noIhs };
  };

  if (!plantId) {
    return (
      <Page title={Xref.title} actions={select}>
        {null}
      </Page>
    );
  }
  return (
    <MasterGrid
      key={plantId}
      entity={Xref}
      procedures="configuration.XREFMaintenance"
      load={{ plantid: plantId }}
      newRow={{ plantId }}
      columns={{ ihscaD_PRODUCT_NUMBER: fromIhs, ihscaD_DESIGN_LEVEL: fromIhs }}
      onEdit={(row, field, value) => (field === 'verifY_IHS_DATA' ? fillIhs(row, value === true) : undefined)}
      exportTitle="XREF Maintenance"
      actions={select}
      onDirtyChange={setDirty}
    />
  );
}
