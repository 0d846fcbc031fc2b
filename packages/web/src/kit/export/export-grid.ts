import { dateFormatPattern, type ExportRequest, messages } from '@fgss/contracts';
import { callHeaders } from '@/lib/call-headers';
import { session } from '@/lib/session';
import { toast } from '../feedback/toast';
import { fileNameFrom } from './file-name';
import { saveFile } from './save-file';

/** The user's time zone, so the report's date and time are the user's own. */
const timeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** The session's date format, which the export's dates follow (the gateway defaults by language). */
const dateFormat = () => {
  const format = session.get()?.userData.formatDate;
  return format && dateFormatPattern.test(format) ? format : undefined;
};

/**
 * Fetches a spreadsheet from a gateway route and downloads it, named by its content-disposition.
 * An empty result gives the spec's '[20024]No records found' warning (2 s); an ended session
 * signs out; other failures show the server's text.
 */
export async function downloadSpreadsheet(route: string, init: RequestInit, fallbackName: string): Promise<void> {
  let res: Response;
  try {
    res = await fetch(route, { ...init, headers: { ...init.headers, ...callHeaders() } });
  } catch {
    toast.error(messages.gatewayTimeout);
    return;
  }
  if (res.status === 401) {
    toast.error(messages.sessionExpired);
    session.clear();
    return;
  }
  if (!res.ok) {
    const reply = (await res.json().catch(() => null)) as { message?: string } | null;
    if (res.status === 404) toast.warning(reply?.message ?? messages.noRecords);
    else toast.warning(reply?.message ?? `${res.status} ${res.statusText}`);
    return;
  }
  const blob = await res.blob();
  saveFile(blob, fileNameFrom(res.headers.get('content-disposition'), fallbackName));
}

/** Exports a grid's whole filtered and sorted data set to Excel (POST /api/export). */
export function exportGrid(request: ExportRequest): Promise<void> {
  const body = JSON.stringify({ dateFormat: dateFormat(), ...request, timeZone: timeZone() });
  return downloadSpreadsheet(
    '/api/export',
    { method: 'POST', headers: { 'content-type': 'application/json' }, body },
    `${request.title}.xlsx`,
  );
}
