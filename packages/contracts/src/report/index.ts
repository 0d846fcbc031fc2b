/** Report service: the MIS reports (spec 3 section 7). */
export const report = {};
