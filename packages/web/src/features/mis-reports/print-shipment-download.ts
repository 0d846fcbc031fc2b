import type { PrintShipmentDownload } from '@fgss/contracts';
import { downloadSpreadsheet } from '@/kit/export/export-grid';

/** Downloads one of an ASN's three spreadsheets, which the gateway builds (POST /api/print-shipment). */
export function downloadShipmentList(request: PrintShipmentDownload, fallbackName: string): Promise<void> {
  return downloadSpreadsheet('/api/print-shipment', request, fallbackName);
}
