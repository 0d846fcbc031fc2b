import { BREAKPOINTS, MENU_WIDTH } from '@fgss/contracts';

/**
 * The side menu of spec 1 section 2. `opened` takes its 250 px beside the content; `closed` is
 * the icon rail (60 px, none on extra-small screens); `temporary` lays the full menu over the
 * content until an item or the outside is clicked.
 */
export type MenuState = 'opened' | 'closed' | 'temporary';
export type ScreenSize = 'xs' | 'sm' | 'md' | 'lg';

export function screenSizeOf(width: number): ScreenSize {
  if (width < BREAKPOINTS.xs) return 'xs';
  if (width < BREAKPOINTS.sm) return 'sm';
  if (width < BREAKPOINTS.md) return 'md';
  return 'lg';
}

/** Large screens have room for the menu beside the content, so it starts opened there. */
export const initialMenuState = (size: ScreenSize): MenuState => (size === 'lg' ? 'opened' : 'closed');

/** The header's toggle: large screens shrink to the rail and back; smaller ones open over the content. */
export function toggleMenu(state: MenuState, size: ScreenSize): MenuState {
  if (state === 'closed') return size === 'lg' ? 'opened' : 'temporary';
  return 'closed';
}

/** A click on an item or outside the menu ends a temporary opening. */
export const dismissMenu = (state: MenuState): MenuState => (state === 'temporary' ? 'closed' : state);

/** Width the menu takes from the content. */
export function layoutWidth(state: MenuState, size: ScreenSize): number {
  if (state === 'opened') return MENU_WIDTH.opened;
  return size === 'xs' ? MENU_WIDTH.hidden : MENU_WIDTH.collapsed;
}

/** Width the menu is drawn at (a temporary menu overlaps the content). */
export const panelWidth = (state: MenuState, size: ScreenSize): number =>
  state === 'closed' ? layoutWidth(state, size) : MENU_WIDTH.opened;
