/** The spec's texts of Import XREF Data and the two retransmit screens (spec 3 sections 5 and 8). */
export const importExportMessages = {
  cannotBeBlank: '[20001] Cannot Be Blank.',
  selectAsn: 'Please select ASN Number.',
  confirmAll: '[5661] Are you sure you want to retransmit all ASN?',
  confirmOne: 'Are you sure you want to retransmit the selected ASN?',
  httpError: (status: number, statusText: string) => `Error ${status}: ${statusText}`,
  aborted: 'Request timed out or was canceled...',
  networkError: 'Network error: Unable to reach the server. It may be down or busy.',
  maxRetries: 'Maximum retry attempts reached, the server seems to be very busy, try again later',
  retransmitted: (count: number) => `${count} ASN retransmitted to customs.`,
  unknownAsn: (asn: string) => `ASN ${asn} does not exist on this server or has not shipped.`,
  customsRefused: (asn: string, status: number, statusText: string) =>
    `Customs answered ${status} ${statusText} for ASN ${asn}.`,
  customsUnreachable: (asn: string) => `The customs gateway cannot be reached (ASN ${asn} was not sent).`,
  customsTimeout: (asn: string) =>
    `The customs gateway did not answer in time for ASN ${asn}; retry to learn whether it arrived.`,
  asnInvalid: (asn: string, segment: string, reason: string) =>
    `ASN ${asn} was not sent: its X12 856 is invalid at segment ${segment}: ${reason}.`,
  asnNotSent: (asn: string, problem: string) => `ASN ${asn} was not sent: ${problem}`,
  /** A value an ASN cannot carry, stored before it was refused at input: where it is and where to fix it. */
  storedAsnValue: (label: string, value: string, box: string, found: string, master: string) =>
    `${label} '${value}' on box ${box} contains ${found}: fix it in ${master}.`,
  controlCharacter: 'a control character',
  sentBefore: (done: number, total: number) => `${done} of ${total} ASN were sent before the failure.`,
  importStarted: (file: string, plant: string) =>
    `Import of ${file} for plant ${plant} started./r/Click Show Status to follow it.`,
  importRunning: 'Your previous XREF import is still running; wait for it to finish.',
  noImport: 'You have not started an XREF import on this server.',
} as const;

/** Line break of the Import XREF Data text area's messages (spec 3 section 2.3). */
export const MESSAGE_LINE_BREAK = '/r/';
