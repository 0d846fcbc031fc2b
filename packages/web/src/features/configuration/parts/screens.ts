import { XrefField, xrefFieldNames } from '@fgss/contracts';
import { lazy } from 'react';
import { masterScreen } from '@/kit/master-grid/master-screen';
import { trpc } from '@/lib/trpc';
import type { ScreenMap } from '../../screen-map';

/** A new row names one of the XREF's fields; existing rows keep theirs (a key field). */
const xrefFieldOptions = xrefFieldNames.map((f) => ({ value: f, label: f }));

export const partsScreens: ScreenMap = {
  /** Per XREF field: update in XREF, apply mix rule, insert in picture table. */
  ConfigureXREFFields: masterScreen(XrefField, trpc.configuration.ConfigureXREFfields, {
    columns: { xreF_FIELD: { options: xrefFieldOptions } },
  }),
  XREFMaintenance: lazy(() => import('./xref-maintenance')),
  PlantMaster: lazy(() => import('./plant-master')),
  DockMaster: lazy(() => import('./dock-master')),
  SubAssemblyMaster: lazy(() => import('./sub-assembly-master')),
};
