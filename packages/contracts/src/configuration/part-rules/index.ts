/** Part mapping, Ford alert and component code masters (spec 1). */
export const partRulesScreens = {};
