/**
 * A lookup's answer as a grid column's select options, or undefined while it loads or when it
 * failed: the cell then stays a text editor and the screen goes on (spec 3 section 8).
 */
export function planOptions(query: {
  data?: { data: (string | { value: string; text: string })[] };
  isError: boolean;
}): { value: string; label: string }[] | undefined {
  if (query.isError || !query.data) return undefined;
  return query.data.data.map((item) =>
    typeof item === 'string' ? { value: item, label: item } : { value: item.value, label: item.text },
  );
}
