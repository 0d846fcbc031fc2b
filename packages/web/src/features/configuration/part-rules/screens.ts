import type { ScreenMap } from '../../screen-map';

export const partRulesScreens: ScreenMap = {};
