import { messages, parameterOptions, SystemParameter } from '@fgss/contracts';
import { Select } from '@mantine/core';
import { useState } from 'react';
import { confirm } from '@/kit/feedback/confirm';
import { MasterGrid } from '@/kit/master-grid';
import { Page } from '@/kit/page/page';
import { trpc } from '@/lib/trpc';

/** Spec 1 section 3: the plant column belongs to the Inventory parameters only. */
const INVENTORY = 'Inventory';
/** If the option lookup fails the screen goes on with the known options (spec 1 section 8). */
const fallbackOptions = parameterOptions.map((o) => ({ Id: o, Value: o }));

/** /SystemParameters (Parameter Master): the parameters of one option at a time. */
export default function SystemParameters() {
  const lookup = trpc.configuration.SystemParameters.options.useQuery({});
  const options = lookup.isError ? fallbackOptions : (lookup.data ?? []);
  const [chosen, setChosen] = useState<string | null>(null);
  const [dirty, setDirty] = useState(false);
  const option = options.find((o) => o.Id === chosen) ?? options[0];

  const choose = async (next: string | null) => {
    if (!next || next === option?.Id) return;
    if (dirty && !(await confirm(messages.confirmCancel))) return;
    setChosen(next);
  };
  const selector = (
    <Select
      aria-label="Option"
      placeholder="Option"
      w={240}
      allowDeselect={false}
      data={options.map((o) => ({ value: o.Id, label: o.Value }))}
      value={option?.Id ?? null}
      onChange={choose}
    />
  );

  if (!option) {
    return (
      <Page title={SystemParameter.title} actions={selector}>
        {null}
      </Page>
    );
  }
  return (
    // A new option is a new grid: its pending changes were confirmed away above.
    <MasterGrid
      key={option.Id}
      entity={SystemParameter}
      procedures="configuration.SystemParameters"
      load={{ option: option.Id }}
      newRow={{ option: option.Id }}
      columns={{ mfG_PLANT: { hidden: option.Value !== INVENTORY } }}
      actions={selector}
      onDirtyChange={setDirty}
    />
  );
}
