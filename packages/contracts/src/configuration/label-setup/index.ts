/** Label printer, box and harness label format, warehouse destination and address masters (spec 1). */
export const labelSetupScreens = {};
