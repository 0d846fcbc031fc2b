import { modules, type PermissionTree } from '@fgss/contracts';

export interface Grant {
  module: string;
  screen: string;
  canRead: boolean;
  canCreate: boolean;
  canUpdate: boolean;
  canDelete: boolean;
}

const flag = (v: boolean | undefined) => (v ? 'Y' : 'N');

/** The permission tree in the spec's shape: every module and screen, flagged from the grants. */
export function permissionTreeOf(grants: readonly Grant[]): PermissionTree {
  const byScreen = new Map(grants.map((g) => [`${g.module}/${g.screen}`, g]));
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
