/** The hidden carrieR_ID the service fills: the name's letters and digits, at most 10. */
export const carrierCode = (name: string) =>
  name
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '')
    .slice(0, 10);
