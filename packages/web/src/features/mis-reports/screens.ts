import type { ScreenMap } from '../screen-map';

export const misReportScreens: ScreenMap = {};
