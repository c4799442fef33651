import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { defaultSelection, estimateTotals } from "../../src/lib/estimate-money";
import { desk } from "./support/desk-leads";
import { createEstimate, customer, saveDraft, sendSaved, tileLines } from "./support/estimates";
import { json, send } from "./support/http";

/**
 * The customer's page is HTML the Worker renders from what staff and customers typed: every text
 * in it escapes by construction. Each field gets markup, quotes and an ampersand, tagged with its
 * name; none may come out as markup, and each must come out escaped.
 */

const hostile = (field: string) => `<script>alert("${field}")</script><img src=x onerror='${field}'> & "${field}"`;
const escaped = (field: string) =>
  `&lt;script&gt;alert(&quot;${field}&quot;)&lt;/script&gt;&lt;img src=x onerror=&#39;${field}&#39;&gt; &amp; &quot;${field}&quot;`;

/** Every tag of the page with its attributes: values are quoted and escaped, so neither `"` nor `>` can occur inside one. */
function tagsOf(html: string) {
  return [...html.matchAll(/<([a-zA-Z][\w-]*)([^>]*)>/g)].map(([, name, attributes]) => ({
    name: (name as string).toLowerCase(),
    attributes: [...(attributes as string).matchAll(/\s([\w:-]+)(?:="([^"]*)")?/g)].map(([, attribute, value]) => ({
      name: (attribute as string).toLowerCase(),
      value: value ?? "",
    })),
  }));
}

/** No element or attribute came from a field: no script but the page's own, no image not ours, no event handler. */
function expectInert(html: string) {
  const tags = tagsOf(html);
  expect(
    tags.filter((tag) => tag.name === "script").map((tag) => tag.attributes.map((a) => `${a.name}=${a.value}`).join(" ")),
  ).toEqual([
    "type=module src=/estimate-page.js",
    ...(html.includes('id="estimate-data"') ? ["type=application/json id=estimate-data"] : []),
  ]);
  for (const tag of tags) {
    expect(
      tag.attributes.filter((attribute) => attribute.name.startsWith("on")),
      tag.name,
    ).toEqual([]);
    if (tag.name === "img") expect(tag.attributes.find((attribute) => attribute.name === "src")?.value).toMatch(/^\//);
  }
}

describe("the customer's page escapes every text it shows", () => {
  it("from the estimate staff wrote, the customer's details, and what the customer typed", async () => {
    const { estimate } = await createEstimate({ photos: 1 });
    await env.DB.prepare("UPDATE lead_photos SET original_name = ? WHERE lead_id = ?")
      .bind(hostile("photoName"), estimate.leadId)
      .run();
    const reloaded = (await json<{ estimate: typeof estimate }>(await desk(`/api/admin/estimates/${estimate.id}`))).estimate;
    const lines = tileLines().map((line, index) => ({
      ...line,
      description: hostile(`description${index}`),
      unit: `u&<${index}>`,
      section: hostile("section"),
      ...(line.kind === "choice" ? { groupLabel: hostile("groupLabel"), group: `g"<${1}>` } : {}),
    }));
    const draft = await saveDraft(reloaded, {
      title: hostile("title"),
      introduction: `${hostile("introduction")}\n${hostile("introLine2")}`,
      terms: hostile("terms"),
      service: hostile("service"),
      customer: {
        name: hostile("customerName"),
        email: "maria.kowalski@example.com",
        phone: "(773) 555-0188",
        address: hostile("address"),
      },
      lines,
    });
    const { token } = await sendSaved(draft);
    const page = await (await send(`/estimates/${token}`, { method: "GET", headers: { Accept: "text/html" } })).text();
    expectInert(page);
    for (const field of [
      "title",
      "introduction",
      "introLine2",
      "terms",
      "service",
      "customerName",
      "address",
      "section",
      "groupLabel",
      "photoName",
    ]) {
      expect(page, field).toContain(escaped(field));
    }
    for (const index of [0, 1, 2, 3, 4]) expect(page).toContain(escaped(`description${index}`));
    expect(page).toContain("u&amp;&lt;0&gt;");
    // The group's name is an attribute value and an id: quoted, never closing the attribute.
    expect(page).toContain('name="choice:g&quot;&lt;1&gt;"');

    // What the customer typed, shown back on a refused form and on the decided page.
    const refusedForm = new FormData();
    for (const [name, value] of [
      ["action", "approve"],
      ["revision", "1"],
      ["language", "en"],
      ["signerName", hostile("signerName")],
      ["shownTotalCents", "1"],
    ])
      refusedForm.append(name as string, value as string);
    const refused = await (
      await send(`/estimates/${token}/decision`, { body: refusedForm, headers: { Accept: "text/html" } })
    ).text();
    expectInert(refused);
    expect(refused).toContain(`value="${escaped("signerName")}"`);

    const detail = (await json<{ estimate: typeof estimate }>(await desk(`/api/admin/estimates/${draft.id}`))).estimate;
    const selection = defaultSelection(detail.lines);
    const approved = await customer(`/estimates/${token}/decision`, {
      method: "POST",
      body: {
        action: "approve",
        revision: 1,
        language: "en",
        ...selection,
        acknowledgments: ["terms", "il-home-repair", "epa-renovate-right"],
        signerName: hostile("signer"),
        shownTotalCents: estimateTotals(detail.lines, selection, detail.discount, detail.deposit).totalCents,
      },
    });
    expect(approved.status, await approved.clone().text()).toBe(200);
    const decided = await (
      await send(`/estimates/${token}?after=decision`, { method: "GET", headers: { Accept: "text/html" } })
    ).text();
    expectInert(decided);
    expect(decided).toContain(escaped("signer"));
  });

  it("and a customer's words in a decline", async () => {
    const { estimate } = await createEstimate();
    const draft = await saveDraft(estimate, { lines: tileLines() });
    const { token } = await sendSaved(draft);
    await customer(`/estimates/${token}/decision`, {
      method: "POST",
      body: { action: "decline", revision: 1, language: "en", reason: hostile("reason") },
    });
    const page = await (await send(`/estimates/${token}`, { method: "GET", headers: { Accept: "text/html" } })).text();
    expectInert(page);
    expect(page).toContain(escaped("reason"));
  });
});
