import { messages, type PrintShipmentDownload } from '@fgss/contracts';
import { session } from '../../app/session';
import { fileNameFrom } from '../../kit/export/file-name';
import { toast } from '../../kit/feedback/toast';

/**
 * Downloads one of an ASN's three spreadsheets, which the gateway builds (POST /api/print-shipment).
 * Failures read as on the grid export: no rows, an ended session, or the server's message.
 */
export async function downloadShipmentList(request: PrintShipmentDownload, fallbackName: string): Promise<void> {
  const token = session.get()?.token;
  let res: Response;
  try {
    res = await fetch('/api/print-shipment', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify({ ...request, timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone }),
    });
  } catch {
    toast.error(messages.gatewayTimeout);
    return;
  }
  if (res.status === 404) return void toast.warning(messages.noRecords);
  if (res.status === 401) {
    toast.error(messages.sessionExpired);
    session.clear();
    return;
  }
  if (!res.ok) {
    const body = (await res.json().catch(() => null)) as { message?: string } | null;
    toast.warning(body?.message ?? `${res.status} ${res.statusText}`);
    return;
  }
  const url = URL.createObjectURL(await res.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = fileNameFrom(res.headers.get('content-disposition'), fallbackName);
  document.body.append(link);
  link.click();
  link.remove();
  // Revoke after the click has been handled; revoking at once can cancel the download.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
