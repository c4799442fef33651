import { env } from "cloudflare:workers";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { leadListQuerySchema } from "../../src/lib/desk-schemas/leads";
import { csvField, csvRecord } from "../../worker/domain/csv";
import { exportLeadsCsv } from "../../worker/domain/inbox";
import { parseCsv } from "./support/csv";
import { insertLead } from "./support/desk-leads";

describe("CSV fields", () => {
  it("quotes commas, quotes and line breaks, doubling quotes", () => {
    expect(csvField("plain")).toBe("plain");
    expect(csvField("a,b")).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField("two\nlines")).toBe('"two\nlines"');
    expect(csvField("cr\rhere")).toBe('"cr\rhere"');
    expect(csvField(null)).toBe("");
    expect(csvField(3)).toBe("3");
    expect(csvRecord(["a", "b,c", null])).toBe('a,"b,c",\r\n');
  });

  it("neutralises cells a spreadsheet would run as a formula", () => {
    for (const formula of ["=1+1", "+1 312 555 0187", "-2+3", "@SUM(A1)", "\tcmd", "\r=cmd"]) {
      expect(csvField(formula).replace(/^"/, "")).toMatch(/^'/);
    }
    expect(csvField('=HYPERLINK("http://evil.example","x")')).toBe(`"'=HYPERLINK(""http://evil.example"",""x"")"`);
    expect(csvField("a=1")).toBe("a=1");
  });
});

describe("CSV records", () => {
  it("read back as the same values, a formula's only change being its leading apostrophe", () => {
    const text = fc.string({
      unit: fc.constantFrom("a", "Z", "1", ",", '"', "\r", "\n", "\t", "=", "+", "-", "@", "'", " ", "é"),
    });
    fc.assert(
      fc.property(fc.array(fc.oneof(text, fc.constant(null)), { minLength: 1, maxLength: 8 }), (values) => {
        const [record, ...rest] = parseCsv(csvRecord(values));
        expect(rest).toEqual([]);
        expect(record).toEqual(values.map((value) => (value === null ? "" : /^[=+\-@\t\r]/.test(value) ? `'${value}` : value)));
      }),
    );
  });
});

describe("the CSV export", () => {
  async function exported(query: Record<string, string>) {
    const bytes = await new Response(exportLeadsCsv(env.DB, leadListQuerySchema.parse(query))).arrayBuffer();
    const text = new TextDecoder("utf-8", { fatal: true, ignoreBOM: true }).decode(bytes);
    expect(text.startsWith("\uFEFF")).toBe(true);
    return parseCsv(text.slice(1));
  }

  it("holds every lead of the filter, across export pages, with awkward values intact and formulas defused", async () => {
    const service = `CSV ${crypto.randomUUID()}`;
    const awkward = await insertLead({
      service,
      name: 'Nowak, "Jr." Anna',
      description: 'Line one\nLine two, with a comma\r\nand "quotes"',
      phone: "+1 312 555 0187",
      email: "=cmd|' /C calc'!A0",
      createdAt: "2026-01-15T05:30:00.000Z",
    });
    // More than one export page (1,000 rows), all at the same time: the cursor's id breaks the ties.
    await env.DB.prepare(
      `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 1005)
       INSERT INTO leads (id, source, priority, name, service, forward_status, created_at, updated_at)
       SELECT lower(hex(randomblob(16))), 'quote-form', 'normal', 'Bulk ' || i, ?1, 'forwarded', ?2, ?2 FROM n`,
    )
      .bind(service, "2026-01-01T12:00:00.000Z")
      .run();
    await insertLead({ service, isSpam: true, name: "Spam Spam" });

    const [header, ...rows] = await exported({ service });
    expect(header?.[0]).toBe("Received (America/Chicago)");
    expect(rows).toHaveLength(1006);
    expect(new Set(rows.map((row) => row.at(-1))).size).toBe(1006);
    const first = rows[0] as string[];
    const column = (name: string) => first[(header as string[]).indexOf(name)];
    expect(column("Lead ID")).toBe(awkward);
    expect(column("Received (America/Chicago)")).toBe("2026-01-14 23:30");
    expect(column("Name")).toBe('Nowak, "Jr." Anna');
    expect(column("Description")).toBe('Line one\nLine two, with a comma\r\nand "quotes"');
    expect(column("Phone")).toBe("'+1 312 555 0187");
    expect(column("Email")).toBe("'=cmd|' /C calc'!A0");
    expect(column("Spam")).toBe("no");
    expect(rows.some((row) => row.includes("Spam Spam"))).toBe(false);
  });

  it("is a header alone when nothing matches", async () => {
    expect(await exported({ service: `Nothing ${crypto.randomUUID()}` })).toHaveLength(1);
  });
});
