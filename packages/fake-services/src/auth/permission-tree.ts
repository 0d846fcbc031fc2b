import {
  DEMAND_MODULE,
  IMPORT_EXPORT_MODULE,
  modules,
  type PermissionTree,
  PRINT_SCREENS,
  REPORT_MODULE,
  RETRANSMIT_SCREENS,
  TRACE_SCREEN,
} from '@fgss/contracts';

export interface Grant {
  module: string;
  screen: string;
  canRead: boolean;
  canCreate: boolean;
  canUpdate: boolean;
  canDelete: boolean;
}

/** The spec's report screens: every MIS report but Trace itself. */
const REPORT_SCREENS = (modules.find((m) => m.key === REPORT_MODULE)?.screens ?? [])
  .map((s) => s.key)
  .filter((key) => key !== TRACE_SCREEN);

const flag = (v: boolean | undefined) => (v ? 'Y' : 'N');

/**
 * Screens of our own granted by the spec's screens, not on their own: read with read on any of
 * `from`. Print History and Print Center by the print screens (a reprint needs update on the screen that printed
 * the job, which the call checks); the Transmission Log by the retransmit screens; Trace by the
 * spec's reports.
 */
export const derivedScreens = [
  { module: DEMAND_MODULE, screen: 'PrintHistory', from: PRINT_SCREENS },
  { module: DEMAND_MODULE, screen: 'PrintCenter', from: PRINT_SCREENS },
  { module: IMPORT_EXPORT_MODULE, screen: 'TransmissionLog', from: RETRANSMIT_SCREENS },
  { module: REPORT_MODULE, screen: TRACE_SCREEN, from: REPORT_SCREENS },
] as const;

function withDerivedScreens(grants: readonly Grant[]): Grant[] {
  const own = grants.filter((g) => !derivedScreens.some((d) => g.module === d.module && g.screen === d.screen));
  const derived = derivedScreens.map(({ module, screen, from }) => ({
    module,
    screen,
    canRead: own.some((g) => g.module === module && (from as readonly string[]).includes(g.screen) && g.canRead),
    canCreate: false,
    canUpdate: false,
    canDelete: false,
  }));
  return [...own, ...derived];
}

/** The permission tree in the spec's shape: every module and screen, flagged from the grants. */
export function permissionTreeOf(grants: readonly Grant[]): PermissionTree {
  const byScreen = new Map(withDerivedScreens(grants).map((g) => [`${g.module}/${g.screen}`, g]));
  return modules.map((m) => ({
    prograM_DES: m.label,
    prograM_DES_CLEAN: m.key,
    icon: m.icon,
    treeMenuChild: m.screens.map((s) => {
      const g = byScreen.get(`${m.key}/${s.key}`);
      return {
        prograM_DES: s.label,
        prograM_DES_CLEAN: s.key,
        procesS_FLG: flag(g?.canRead),
        creatE_FLG: flag(g?.canCreate),
        updatE_FLG: flag(g?.canUpdate),
        deletE_FLG: flag(g?.canDelete),
      };
    }),
  }));
}
