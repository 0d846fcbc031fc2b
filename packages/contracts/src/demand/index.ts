/** Demand printing service: the print screens and status update (spec 2 section 7). */
export const demand = {};
