/** A picked file's name and bytes as an upload call takes them: the bytes as base64. */
export function asUpload(name: string, bytes: Uint8Array): { name: string; content: string } {
  let binary = '';
  // In slices: String.fromCharCode takes its bytes as arguments, and arguments are limited.
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return { name, content: btoa(binary) };
}

/** Whether a file name ends with one of the extensions ('.xlsx'), in any case. */
export const hasExtension = (name: string, extensions: readonly string[]) =>
  extensions.some((ext) => name.toLowerCase().endsWith(ext));
