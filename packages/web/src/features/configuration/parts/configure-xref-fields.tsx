import { XrefField, xrefFieldNames } from '@fgss/contracts';
import { MasterGrid } from '@/kit/master-grid';
import { trpc } from '@/lib/trpc';

/** A new row names one of the XREF's fields; existing rows keep theirs (a key field). */
const fieldOptions = xrefFieldNames.map((f) => ({ value: f, label: f }));

/** /ConfigureXREFFields: per XREF field, update in XREF, apply mix rule, insert in picture table. */
export default function ConfigureXREFFields() {
  return (
    <MasterGrid
      entity={XrefField}
      procedures={trpc.configuration.ConfigureXREFfields}
      columns={{ xreF_FIELD: { options: fieldOptions } }}
    />
  );
}
