import { DEMAND_MODULE, modules, type PermissionTree, PRINT_SCREENS } from '@fgss/contracts';

export interface Grant {
  module: string;
  screen: string;
  canRead: boolean;
  canCreate: boolean;
  canUpdate: boolean;
  canDelete: boolean;
}

const flag = (v: boolean | undefined) => (v ? 'Y' : 'N');

/**
 * Print History is granted by the print screens, not on its own: read with read on any of them
 * (a reprint needs update on the screen that printed the job, which the call checks).
 */
function withPrintHistory(grants: readonly Grant[]): Grant[] {
  const own = grants.filter((g) => !(g.module === DEMAND_MODULE && g.screen === 'PrintHistory'));
  const canRead = own.some(
    (g) => g.module === DEMAND_MODULE && (PRINT_SCREENS as readonly string[]).includes(g.screen) && g.canRead,
  );
  const history = {
    module: DEMAND_MODULE,
    screen: 'PrintHistory',
    canRead,
    canCreate: false,
    canUpdate: false,
    canDelete: false,
  };
  return [...own, history];
}

/** The permission tree in the spec's shape: every module and screen, flagged from the grants. */
export function permissionTreeOf(grants: readonly Grant[]): PermissionTree {
  const byScreen = new Map(withPrintHistory(grants).map((g) => [`${g.module}/${g.screen}`, g]));
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
