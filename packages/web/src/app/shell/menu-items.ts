import { modules, type PermissionTree } from '@fgss/contracts';
import type { SpecText } from '@/lib/i18n';

export type MenuIcon =
  | 'home'
  | 'filter'
  | 'print'
  | 'export'
  | 'columnchooser'
  | 'verticalaligntop'
  | 'help'
  | 'folder';

export interface MenuLeaf {
  key: string;
  label: string;
  path: string;
}

export interface MenuGroup {
  key: string;
  label: string;
  icon: MenuIcon;
  children: MenuLeaf[];
}

const knownIcons: readonly string[] = ['filter', 'print', 'export', 'columnchooser', 'verticalaligntop', 'help'];
const iconOf = (icon: string): MenuIcon => (knownIcons.includes(icon) ? (icon as MenuIcon) : 'folder');

/** The spec's name of every module and screen, by the permission tree's stable key. */
const specLabels = new Map<string, string>(
  modules.flatMap((m) => [m, ...m.screens]).map((entry) => [entry.key.toLowerCase(), entry.label]),
);

/**
 * The side menu from the session's permission tree: one group per module, holding only the
 * screens the user may open (process flag Y). A module with none of them is left out. Entries are
 * named by their key in the user's language; a key the spec does not have keeps the service's label.
 */
export function menuGroups(tree: PermissionTree, text: SpecText): MenuGroup[] {
  const labelOf = (node: { prograM_DES_CLEAN: string; prograM_DES: string }) => {
    const own = specLabels.get(node.prograM_DES_CLEAN.toLowerCase());
    return own ? text(own) : node.prograM_DES;
  };
  return tree
    .map((node) => ({
      key: node.prograM_DES_CLEAN,
      label: labelOf(node),
      icon: iconOf(node.icon),
      children: node.treeMenuChild
        .filter((leaf) => leaf.procesS_FLG === 'Y')
        .map((leaf) => ({ key: leaf.prograM_DES_CLEAN, label: labelOf(leaf), path: `/${leaf.prograM_DES_CLEAN}` })),
    }))
    .filter((group) => group.children.length > 0);
}

/** The group holding the screen at `pathname`, to open it when the page loads there. */
export function groupOfPath(groups: MenuGroup[], pathname: string): string | undefined {
  const path = pathname.toLowerCase();
  return groups.find((g) => g.children.some((c) => c.path.toLowerCase() === path))?.key;
}
