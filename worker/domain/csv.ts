/**
 * CSV as RFC 4180 writes it: CRLF after every record; a field holding a comma, a double quote, CR
 * or LF is quoted, with its quotes doubled. A text cell that a spreadsheet would run as a formula
 * (starting with = + - @, tab or CR) gets a leading apostrophe (OWASP's CSV injection advice).
 */

const formulaStart = /^[=+\-@\t\r]/;
const needsQuotes = /[",\r\n]/;

export function csvField(value: string | number | null): string {
  if (value === null) return "";
  const text = typeof value === "string" && formulaStart.test(value) ? `'${value}` : String(value);
  return needsQuotes.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export const csvRecord = (values: ReadonlyArray<string | number | null>) => `${values.map(csvField).join(",")}\r\n`;
