import { LabelPrinter, messages, ZEBRA } from '@fgss/contracts';
import { Select } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { confirm } from '@/kit/feedback/confirm';
import { MasterGrid } from '@/kit/master-grid';
import { Page } from '@/kit/page/page';
import { trpc } from '@/lib/trpc';
import { lookupOptions } from './lookup-options';

/**
 * /LabelPrinterMaster: the printers of the printer type chosen above the grid. Zebra printers also
 * show (and need) the model type and transmit mode; each type has its own lists.
 */
export default function LabelPrinterMaster() {
  const types = trpc.configuration.LabelPrinterMaster.printerTypes.useQuery({});
  const [chosen, setChosen] = useState<string | null>(null);
  const [dirty, setDirty] = useState(false);
  const printerType = chosen ?? types.data?.[0]?.code ?? null;

  const choose = async (next: string | null) => {
    if (!next || next === printerType) return;
    if (dirty && !(await confirm(messages.confirmCancel))) return;
    setChosen(next);
  };
  const selector = (
    <Select
      aria-label="Printer Type"
      placeholder="Printer Type"
      w={240}
      allowDeselect={false}
      data={(types.data ?? []).map((t) => ({ value: t.code, label: t.name }))}
      value={printerType}
      onChange={choose}
    />
  );

  if (!printerType) {
    return (
      <Page title={LabelPrinter.title} actions={selector}>
        {null}
      </Page>
    );
  }
  // A new printer type is a new grid: its pending changes were confirmed away above.
  return <PrinterGrid key={printerType} printerType={printerType} selector={selector} onDirtyChange={setDirty} />;
}

interface PrinterGridProps {
  printerType: string;
  selector: ReactNode;
  onDirtyChange: (dirty: boolean) => void;
}

function PrinterGrid({ printerType, selector, onDirtyChange }: PrinterGridProps) {
  const calls = trpc.configuration.LabelPrinterMaster;
  const communication = calls.communicationTypes.useQuery({ printerType });
  const transmit = calls.transmitModes.useQuery({ printerType });
  const models = calls.modelTypes.useQuery({ printerType });
  const zebra = printerType === ZEBRA;
  return (
    <MasterGrid
      entity={LabelPrinter}
      procedures="configuration.LabelPrinterMaster"
      load={{ printerType }}
      newRow={{ PrinterType: printerType }}
      columns={{
        model: { hidden: !zebra, options: lookupOptions(models) },
        communicationType: { options: lookupOptions(communication) },
        transmitMode: { hidden: !zebra, options: lookupOptions(transmit) },
      }}
      actions={selector}
      onDirtyChange={onDirtyChange}
    />
  );
}
