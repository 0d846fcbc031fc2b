import type { PermissionTree } from '@fgss/contracts';

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

/**
 * The side menu from the session's permission tree: one group per module, holding only the
 * screens the user may open (process flag Y). A module with none of them is left out.
 */
export function menuGroups(tree: PermissionTree): MenuGroup[] {
  return tree
    .map((node) => ({
      key: node.prograM_DES_CLEAN,
      label: node.prograM_DES,
      icon: iconOf(node.icon),
      children: node.treeMenuChild
        .filter((leaf) => leaf.procesS_FLG === 'Y')
        .map((leaf) => ({ key: leaf.prograM_DES_CLEAN, label: leaf.prograM_DES, path: `/${leaf.prograM_DES_CLEAN}` })),
    }))
    .filter((group) => group.children.length > 0);
}

/** The group holding the screen at `pathname`, to open it when the page loads there. */
export function groupOfPath(groups: MenuGroup[], pathname: string): string | undefined {
  const path = pathname.toLowerCase();
  return groups.find((g) => g.children.some((c) => c.path.toLowerCase() === path))?.key;
}
