import { LabelPrinter, ZEBRA } from '@fgss/contracts';
import { skipToken, useQuery } from '@tanstack/react-query';
import { MasterGrid, useOptionScope } from '@/kit/master-grid';
import { trpc } from '@/lib/trpc';
import { lookupOptions } from './lookup-options';

/**
 * /LabelPrinterMaster: the printers of the printer type chosen above the grid. Zebra printers also
 * show (and need) the model type and transmit mode; each type has its own lists.
 */
export default function LabelPrinterMaster() {
  const calls = trpc.configuration.LabelPrinterMaster;
  const types = useQuery(calls.printerTypes.queryOptions({}));
  const scope = useOptionScope('printerType', {
    label: 'printerType',
    options: (types.data ?? []).map((t) => ({ value: t.code, label: t.name })),
  });
  const printerType = scope.value;
  const byType = printerType ? { printerType } : skipToken;
  const communication = useQuery(calls.communicationTypes.queryOptions(byType));
  const transmit = useQuery(calls.transmitModes.queryOptions(byType));
  const models = useQuery(calls.modelTypes.queryOptions(byType));
  const zebra = printerType === ZEBRA;
  return (
    <MasterGrid
      entity={LabelPrinter}
      procedures={calls}
      scope={scope}
      columns={{
        model: { hidden: !zebra, options: lookupOptions(models) },
        communicationType: { options: lookupOptions(communication) },
        transmitMode: { hidden: !zebra, options: lookupOptions(transmit) },
      }}
    />
  );
}
