import { EPB_SHORT_PART_PAGE_SIZE, EpbPart } from '@fgss/contracts';
import { MasterGrid, usePlantScope } from '@/kit/master-grid';
import { LookupSelect } from '@/kit/report';
import { trpc } from '@/lib/trpc';

/**
 * /EPBMaster: the short parts on the chosen plant's EPB list (the active plant first). A new row's
 * short part is chosen from the plant's XREF short parts not listed yet, five per page, searched
 * by their start; the service fills its SEWS part, design level and customer on save.
 */
export default function EPBMaster() {
  const calls = trpc.configuration.EPBMaster;
  const plant = usePlantScope(calls);
  return (
    <MasterGrid
      entity={EpbPart}
      procedures={calls}
      scope={plant}
      columns={{
        shortPartNo: {
          Edit: ({ value, error, commit }) => (
            <LookupSelect
              inCell
              label={EpbPart.fields.shortPartNo.label}
              call={calls.shortPartNumbers}
              input={{ plantId: plant.value ?? '' }}
              pageSize={EPB_SHORT_PART_PAGE_SIZE}
              value={typeof value === 'string' && value !== '' ? value : null}
              error={error}
              onChange={commit}
            />
          ),
        },
      }}
    />
  );
}
