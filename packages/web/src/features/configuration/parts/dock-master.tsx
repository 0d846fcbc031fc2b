import { Dock, PartDock } from '@fgss/contracts';
import { Tabs } from '@mantine/core';
import { useState } from 'react';
import { MasterGrid, usePlantScope } from '@/kit/master-grid';
import { Page } from '@/kit/page/page';
import { useT } from '@/lib/i18n';
import { trpc } from '@/lib/trpc';

/** Part numbers of a part dock are the XREF's, filled by the service on save. */
const fromXref = { editable: () => false };
type Tab = 'docks' | 'parts';

/**
 * /DockMaster: both dock definitions of the spec for the chosen plant, as two tabs: the plant's
 * shipping docks, and which parent part each of its short parts docks into (docs/decisions.md).
 */
export default function DockMaster() {
  const t = useT();
  const [tab, setTab] = useState<Tab>('docks');
  const plant = usePlantScope(trpc.configuration.DockMaster);
  const plantOptions = plant.plants.map((p) => ({ value: p.Id, label: `${p.Id} - ${p.Value}` }));
  // The plant selector sits above the tabs, once for both grids.
  const scope = { ...plant, select: null };

  const switchTab = async (next: string | null) => {
    if (!next || next === tab || !(await plant.leave())) return;
    plant.setDirty(false);
    setTab(next as Tab);
  };
  const grid = !plant.value ? null : tab === 'docks' ? (
    <MasterGrid
      key="docks"
      entity={Dock}
      procedures={trpc.configuration.DockMaster}
      scope={scope}
      exportTitle="Dock Master"
    />
  ) : (
    <MasterGrid
      key="parts"
      entity={PartDock}
      procedures={trpc.configuration.PartDockMaster}
      scope={scope}
      newRow={{ parentPlantId: plant.value }}
      columns={{
        parentPlantId: { options: plantOptions },
        sewsPartNo: fromXref,
        sewsDesignLevel: fromXref,
        parentSewsPartNo: fromXref,
        parentSewsDesignLevel: fromXref,
      }}
      exportTitle="Dock Master Part Docks"
    />
  );
  return (
    <Page title="Dock Master" actions={plant.select}>
      <Tabs value={tab} onChange={switchTab}>
        <Tabs.List>
          <Tabs.Tab value="docks">{t('docks')}</Tabs.Tab>
          <Tabs.Tab value="parts">{t('partDocks')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value={tab}>{grid}</Tabs.Panel>
      </Tabs>
    </Page>
  );
}
