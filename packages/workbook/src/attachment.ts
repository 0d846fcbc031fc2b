/**
 * A Content-Disposition that names a download: `filename` in plain ASCII for old clients and
 * RFC 5987's `filename*` with the exact UTF-8 name; characters no file system takes become spaces.
 */
export function attachment(name: string): string {
  const safe = name.replace(/[\\/:*?"<>|\p{Cc}]/gu, ' ').trim();
  const ascii = safe.replace(/[^\x20-\x7e]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(safe)}`;
}
