/**
 * The plant's clock as the history stores it: 'YYYY-MM-DD HH:MM:SS' in the plant's local time.
 * Every feature and the database's SQL functions read time this way; tests fix the process clock.
 */
export const plantTime = (d = new Date()) => {
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())} ${p(d.getHours())}:${p(d.getMinutes())}:${p(d.getSeconds())}`;
};
