import type { Access } from './call.js';
import type { PermissionLeaf, PermissionTree } from './permission-tree.js';
import { moduleOfScreen } from './screens.js';

/** Actions a permission tree grants per screen (spec 1 section 6). */
export const actions = ['read', 'create', 'update', 'delete'] as const;
export type Action = (typeof actions)[number];

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

export type AccessVerdict = 'allowed' | 'unauthorized' | 'forbidden';

const hasRows = (rows: unknown) => Array.isArray(rows) && rows.length > 0;

/**
 * The one reading of a call's access rule, used by the gateway and by the services alike.
 * `user` holds the verified token's claims (null without a valid token); `input` may be raw:
 * a grid save needs read, and create, update and delete each for the rows of that kind it carries.
 */
export function judgeAccess(
  access: Access,
  user: { group: string; prm: CompactPermissions } | null,
  input: unknown,
): AccessVerdict {
  if (access.kind === 'public') return 'allowed';
  if (!user) return 'unauthorized';
  switch (access.kind) {
    case 'session':
      return 'allowed';
    case 'super':
      return user.group === SUPER_GROUP ? 'allowed' : 'forbidden';
    case 'screen':
      return canCompact(user.prm, access, access.action) ? 'allowed' : 'forbidden';
    case 'anyScreen': {
      const named = access.screenIn ? (input as Record<string, unknown> | null)?.[access.screenIn] : undefined;
      const screens = access.screenIn ? access.screens.filter((s) => s === named) : access.screens;
      // A screen of another module (Print History reprints harness relabel jobs) is judged in its own.
      const moduleOf = (screen: string) => moduleOfScreen(screen)?.key ?? access.module;
      const granted = screens.some((screen) =>
        canCompact(user.prm, { module: moduleOf(screen), screen }, access.action),
      );
      return granted ? 'allowed' : 'forbidden';
    }
    case 'batch': {
      const batch = (input ?? {}) as { inserted?: unknown; updated?: unknown; deleted?: unknown };
      const needed: Action[] = ['read'];
      if (hasRows(batch.inserted)) needed.push('create');
      if (hasRows(batch.updated)) needed.push(access.update ?? 'update');
      if (hasRows(batch.deleted)) needed.push('delete');
      return needed.every((action) => canCompact(user.prm, access, action)) ? 'allowed' : 'forbidden';
    }
  }
}
