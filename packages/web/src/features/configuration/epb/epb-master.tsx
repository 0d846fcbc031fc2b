import { EPB_SHORT_PART_PAGE_SIZE, EpbPart } from '@fgss/contracts';
import { type CellEditorProps, MasterGrid, usePlantScope } from '@/kit/master-grid';
import { LookupSelect } from '@/kit/report';
import { trpc } from '@/lib/trpc';

const calls = trpc.configuration.EPBMaster;

/** A new row's short part: the plant's XREF short parts not listed yet, five per page, searched. */
const shortPartEditor =
  (plantId: string) =>
  ({ value, error, commit }: CellEditorProps) => (
    <LookupSelect
      inCell
      label={EpbPart.fields.shortPartNo.label}
      call={calls.shortPartNumbers}
      input={{ plantId }}
      pageSize={EPB_SHORT_PART_PAGE_SIZE}
      value={typeof value === 'string' && value !== '' ? value : null}
      error={error}
      onChange={commit}
    />
  );

/**
 * /EPBMaster: the short parts on the chosen plant's EPB list (the active plant first). A picked
 * short part's SEWS part, design level and customer show at once (the screen's Fill call); the
 * service fills them again from the plant's XREF on save.
 */
export default function EPBMaster() {
  const plant = usePlantScope(calls);
  return (
    <MasterGrid
      entity={EpbPart}
      procedures={calls}
      scope={plant}
      columns={{ shortPartNo: { Edit: shortPartEditor(plant.value ?? '') } }}
    />
  );
}
