import type { ScreenMap } from '../../screen-map';

export const partsScreens: ScreenMap = {};
