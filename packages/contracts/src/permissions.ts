import { z } from 'zod';

/** Actions a permission tree grants per screen (spec 1 section 6). */
export const actions = ['read', 'create', 'update', 'delete'] as const;
export type Action = (typeof actions)[number];

const flag = z.enum(['Y', 'N']);

/** A screen (item) of a module: read is procesS_FLG, the others their own flags. */
export const permissionLeaf = z.object({
  prograM_DES: z.string(),
  prograM_DES_CLEAN: z.string(),
  procesS_FLG: flag,
  creatE_FLG: flag,
  updatE_FLG: flag,
  deletE_FLG: flag,
  icon: z.string().optional(),
});
export type PermissionLeaf = z.infer<typeof permissionLeaf>;

/** A module (program group): top-level menu entry with its screens. */
export const permissionNode = z.object({
  prograM_DES: z.string(),
  prograM_DES_CLEAN: z.string(),
  icon: z.string(),
  treeMenuChild: z.array(permissionLeaf),
});
export type PermissionNode = z.infer<typeof permissionNode>;
export const permissionTree = z.array(permissionNode);
export type PermissionTree = z.infer<typeof permissionTree>;

const flagOf: Record<Action, keyof PermissionLeaf> = {
  read: 'procesS_FLG',
  create: 'creatE_FLG',
  update: 'updatE_FLG',
  delete: 'deletE_FLG',
};

export interface ScreenRef {
  module: string;
  screen: string;
}

export function findScreen(tree: PermissionTree, ref: ScreenRef): PermissionLeaf | undefined {
  return tree
    .find((m) => m.prograM_DES_CLEAN === ref.module)
    ?.treeMenuChild.find((s) => s.prograM_DES_CLEAN === ref.screen);
}

/** The one permission check used by the gateway (enforcing) and the web (showing). */
export function can(tree: PermissionTree, ref: ScreenRef, action: Action): boolean {
  return findScreen(tree, ref)?.[flagOf[action]] === 'Y';
}

export const SUPER_GROUP = 'SUPER';

/**
 * The token carries permissions compactly so the gateway can check them without state:
 * 'Module/Screen' -> letters of the granted actions (R, C, U, D).
 */
export type CompactPermissions = Record<string, string>;
const letter: Record<Action, string> = { read: 'R', create: 'C', update: 'U', delete: 'D' };

export function compactPermissions(tree: PermissionTree): CompactPermissions {
  const out: CompactPermissions = {};
  for (const m of tree) {
    for (const leaf of m.treeMenuChild) {
      const granted = actions
        .filter((a) => leaf[flagOf[a]] === 'Y')
        .map((a) => letter[a])
        .join('');
      if (granted) out[`${m.prograM_DES_CLEAN}/${leaf.prograM_DES_CLEAN}`] = granted;
    }
  }
  return out;
}

export function canCompact(perms: CompactPermissions, ref: ScreenRef, action: Action): boolean {
  return (perms[`${ref.module}/${ref.screen}`] ?? '').includes(letter[action]);
}
