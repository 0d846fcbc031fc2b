import type { ScreenMap } from '../screen-map';

export const demandPrintingScreens: ScreenMap = {};
