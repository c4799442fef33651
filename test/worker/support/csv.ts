/** An RFC 4180 reader, written from the grammar, to check that what we write reads back. */
export function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = "";
  let i = 0;
  while (i < text.length) {
    if (text[i] === '"') {
      i++;
      for (;;) {
        if (i >= text.length) throw new Error("unterminated quoted field");
        if (text[i] === '"' && text[i + 1] === '"') {
          field += '"';
          i += 2;
        } else if (text[i] === '"') {
          i++;
          break;
        } else field += text[i++];
      }
    } else {
      while (i < text.length && text[i] !== "," && text[i] !== "\r") {
        if (text[i] === '"' || text[i] === "\n") throw new Error(`bare ${JSON.stringify(text[i])} in an unquoted field at ${i}`);
        field += text[i++];
      }
    }
    if (text[i] === ",") {
      record.push(field);
      field = "";
      i++;
    } else if (text.startsWith("\r\n", i)) {
      record.push(field);
      records.push(record);
      record = [];
      field = "";
      i += 2;
    } else if (i < text.length) throw new Error(`unexpected ${JSON.stringify(text[i])} at ${i}`);
  }
  if (field !== "" || record.length > 0) throw new Error("the last record does not end with CRLF");
  return records;
}
