/**
 * SQL text for the scripts that write their own data into the local database (seed, bench): our
 * own constants and generated values only, never a request's. The Worker binds parameters instead.
 */

/** D1 refuses a statement over 100 KB: long lists of rows go in several INSERTs. */
const rowsPerInsert = 100;

export const sqlLiteral = (value: string | number | null) =>
  value === null ? "NULL" : typeof value === "number" ? String(value) : `'${value.replaceAll("'", "''")}'`;

/** One row of an INSERT's VALUES: `('a', 1, NULL)`. */
export const sqlRow = (values: ReadonlyArray<string | number | null>) => `(${values.map(sqlLiteral).join(", ")})`;

/** `head` ("INSERT INTO t (a, b) VALUES") with `rows` (from sqlRow), as many statements as it takes. */
export function insertStatements(head: string, rows: readonly string[]): string {
  const statements: string[] = [];
  for (let start = 0; start < rows.length; start += rowsPerInsert) {
    statements.push(`${head}\n${rows.slice(start, start + rowsPerInsert).join(",\n")};`);
  }
  return statements.join("\n");
}
