import {
  IconArrowBarToUp,
  IconColumns,
  IconFileExport,
  IconFilter,
  IconFolder,
  IconHelp,
  IconHome,
  IconPrinter,
  type IconProps,
} from '@tabler/icons-react';
import type { ComponentType } from 'react';
import type { MenuIcon as MenuIconName } from './menu-items';

/** The permission tree names its modules' icons; these are their Tabler counterparts. */
const icons: Record<MenuIconName, ComponentType<IconProps>> = {
  home: IconHome,
  filter: IconFilter,
  print: IconPrinter,
  export: IconFileExport,
  columnchooser: IconColumns,
  verticalaligntop: IconArrowBarToUp,
  help: IconHelp,
  folder: IconFolder,
};

export function MenuIcon({ name }: { name: MenuIconName }) {
  const Icon = icons[name];
  return <Icon size={20} stroke={1.6} />;
}
