import { ELEMENT, SEGMENT } from './x12/segments.js';

/** The shipment fields an ASN document carries. */
export interface ShippedAsn {
  id: number;
  asnNumber: string;
  asnVersion: number;
  plantId: string;
  deliverTo: string;
  carrier: string | null;
  truckInfo: string | null;
  shipDate: string;
}

/** The ASN number and version of an 856 document (x12/asn-interchange.ts writes them); null when it is not one. */
export function readAsnDocument(text: string): { asnNumber: string; asnVersion: number } | null {
  const segments = text.split(SEGMENT).map((s) => s.trim().split(ELEMENT));
  const first = (id: string) => segments.find((s) => s[0] === id);
  const bsn = first('BSN');
  if (first('ISA') === undefined || first('ST')?.[1] !== '856' || !bsn?.[2]) return null;
  const version = segments.find((s) => s[0] === 'REF' && s[1] === 'VN')?.[2];
  return { asnNumber: bsn[2], asnVersion: Number(version ?? 1) || 1 };
}
