import type { ScreenKey } from '@fgss/contracts';
import type { ComponentType, LazyExoticComponent } from 'react';

/**
 * Screens by permission key (= route without '/'), each its own lazy chunk. Keyed by the
 * permission tree's screen keys, so a misspelt key is a type error, not the not-available page.
 */
export type ScreenMap = Partial<Record<ScreenKey, LazyExoticComponent<ComponentType>>>;
