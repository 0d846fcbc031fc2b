/** Hands a file to the browser's downloads, under `name`. */
export function saveFile(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoke after the click has been handled; revoking at once can cancel the download.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** A file a service sent in JSON ({ fileName, content } with the bytes in base64), saved as is. */
export function saveBase64File(file: { fileName: string; content: string }, type: string): void {
  const bytes = Uint8Array.from(atob(file.content), (c) => c.charCodeAt(0));
  saveFile(new Blob([bytes], { type }), file.fileName);
}
