import type { ComponentType, LazyExoticComponent } from 'react';

/** Screens by permission key (= route without '/'), each its own lazy chunk. */
export type ScreenMap = Record<string, LazyExoticComponent<ComponentType>>;
