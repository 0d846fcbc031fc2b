/** A picked file as an upload call takes it: its name and its bytes as base64. */
export async function fileAsUpload(file: File): Promise<{ name: string; content: string }> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  // In slices: String.fromCharCode takes its bytes as arguments, and arguments are limited.
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return { name: file.name, content: btoa(binary) };
}

/** Whether a file name ends with one of the extensions ('.xlsx'), in any case. */
export const hasExtension = (name: string, extensions: readonly string[]) =>
  extensions.some((ext) => name.toLowerCase().endsWith(ext));
