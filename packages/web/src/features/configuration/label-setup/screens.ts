import type { ScreenMap } from '../../screen-map';

export const labelSetupScreens: ScreenMap = {};
