import { Dock, messages, PartDock } from '@fgss/contracts';
import { Tabs } from '@mantine/core';
import { useState } from 'react';
import { confirm } from '@/kit/feedback/confirm';
import { MasterGrid } from '@/kit/master-grid';
import { Page } from '@/kit/page/page';
import { usePlantChoice } from '@/kit/plant/plant-select';

/** Part numbers of a part dock are the XREF's, filled by the service on save. */
const fromXref = { editable: () => false };
type Tab = 'docks' | 'parts';

/**
 * /DockMaster: both dock definitions of the spec for the chosen plant, as two tabs: the plant's
 * shipping docks, and which parent part each of its short parts docks into (docs/decisions.md).
 */
export default function DockMaster() {
  const [dirty, setDirty] = useState(false);
  const [tab, setTab] = useState<Tab>('docks');
  const leave = () => !dirty || confirm(messages.confirmCancel);
  const { plants, plantId, select } = usePlantChoice('configuration.DockMaster', { beforeChange: leave });
  const plantOptions = plants.map((p) => ({ value: p.Id, label: `${p.Id} - ${p.Value}` }));

  const switchTab = async (next: string | null) => {
    if (!next || next === tab || !(await leave())) return;
    setDirty(false);
    setTab(next as Tab);
  };
  const grid = !plantId ? null : tab === 'docks' ? (
    <MasterGrid
      key={`docks-${plantId}`}
      entity={Dock}
      procedures="configuration.DockMaster"
      load={{ plantid: plantId }}
      newRow={{ plantid: plantId }}
      exportTitle="Dock Master"
      onDirtyChange={setDirty}
    />
  ) : (
    <MasterGrid
      key={`parts-${plantId}`}
      entity={PartDock}
      procedures="configuration.PartDockMaster"
      load={{ plantid: plantId }}
      newRow={{ plantid: plantId, parentPlantId: plantId }}
      columns={{
        parentPlantId: { options: plantOptions },
        sewsPartNo: fromXref,
        sewsDesignLevel: fromXref,
        parentSewsPartNo: fromXref,
        parentSewsDesignLevel: fromXref,
      }}
      exportTitle="Dock Master Part Docks"
      onDirtyChange={setDirty}
    />
  );
  return (
    <Page title="Dock Master" actions={select}>
      <Tabs value={tab} onChange={switchTab}>
        <Tabs.List>
          <Tabs.Tab value="docks">Docks</Tabs.Tab>
          <Tabs.Tab value="parts">Part Docks</Tabs.Tab>
        </Tabs.List>
      </Tabs>
      {grid}
    </Page>
  );
}
