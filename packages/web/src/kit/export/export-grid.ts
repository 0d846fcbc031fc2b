import { dateFormatPattern, type ExportRequest, messages } from '@fgss/contracts';
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
 * Posts a spreadsheet request to a gateway route and downloads the file it streams back, named by
 * its content-disposition. An empty result gives the spec's '[20024]No records found' warning; an
 * ended session signs out; other failures show the server's text.
 */
export async function downloadSpreadsheet(route: string, body: object, fallbackName: string): Promise<void> {
  const token = session.get()?.token;
  let res: Response;
  try {
    res = await fetch(route, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify({ dateFormat: dateFormat(), ...body, timeZone: timeZone() }),
    });
  } catch {
    toast.error(messages.gatewayTimeout);
    return;
  }
  if (res.status === 404) {
    toast.warning(messages.noRecords);
    return;
  }
  if (res.status === 401) {
    toast.error(messages.sessionExpired);
    session.clear();
    return;
  }
  if (!res.ok) {
    const reply = (await res.json().catch(() => null)) as { message?: string } | null;
    toast.warning(reply?.message ?? `${res.status} ${res.statusText}`);
    return;
  }
  const blob = await res.blob();
  saveFile(blob, fileNameFrom(res.headers.get('content-disposition'), fallbackName));
}

/** Exports a grid's whole filtered and sorted data set to Excel (POST /api/export). */
export function exportGrid(request: ExportRequest): Promise<void> {
  return downloadSpreadsheet('/api/export', request, `${request.title}.xlsx`);
}
