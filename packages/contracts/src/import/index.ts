/** Import/export service (module ImportExport, spec 3 section 2.3): XREF import and ASN retransmit to customs. */
import { ImportXREFData } from './import-xref.js';
import { RetransmitASNCentraltoCustoms, RetransmitASNtoCustoms } from './retransmit.js';

export * from './acknowledgement.js';
export * from './import-xref.js';
export * from './messages.js';
export * from './retransmit.js';

export const importExport = { ImportXREFData, RetransmitASNCentraltoCustoms, RetransmitASNtoCustoms };
