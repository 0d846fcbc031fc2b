/** Import/export service (module ImportExport, spec 3 section 2.3): XREF import, ASN retransmit to customs and its transmission log. */
import { ImportXREFData } from './import-xref.js';
import { RetransmitASNCentraltoCustoms, RetransmitASNtoCustoms } from './retransmit.js';
import { TransmissionLog } from './transmission-log.js';

export * from './acknowledgement.js';
export * from './import-xref.js';
export * from './messages.js';
export * from './retransmit.js';
export * from './transmission-log.js';

export const importExport = { ImportXREFData, RetransmitASNCentraltoCustoms, RetransmitASNtoCustoms, TransmissionLog };
