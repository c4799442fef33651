import {
  formatBasisPoints,
  formatCents,
  formatQuantity,
  lineSubtotalCents,
  type Selection,
  type Totals,
} from "../../src/lib/estimate-money";
import { estimatePageIds } from "../../src/lib/estimate-page";
import { type EstimateLanguage, estimateTexts } from "../../src/lib/estimate-texts";
import type { EstimateLine } from "../../src/lib/estimates";
import type { CustomerEstimate } from "../domain/estimates/customer";
import { html, type Markup } from "./markup";

/**
 * The estimate's lines and totals on the customer's page: a table per section, optional lines as
 * checkboxes and pick-one groups as radios of the approval form (tied to it by `form=`), and the
 * totals beside them, live while the customer chooses and the agreed ones once approved.
 */

const columns = ["description", "n quantity", "unit", "n price", "n amount"] as const;

function lineCells(line: EstimateLine, description: Markup, language: EstimateLanguage) {
  const texts = estimateTexts[language];
  const tax = line.taxBps > 0 ? html`<div class="hint">${texts.taxed(formatBasisPoints(line.taxBps, language))}</div>` : "";
  return html`<td role="cell" class="description">${description}${tax}</td><td role="cell" class="n quantity">${formatQuantity(
    line.quantityThousandths,
    language,
  )}</td><td role="cell" class="unit">${line.unit}</td><td role="cell" class="n price">${formatCents(
    line.unitPriceCents,
    language,
  )}</td><td role="cell" class="n amount">${formatCents(lineSubtotalCents(line), language)}</td>`;
}

function rowsOf(
  sectionLines: EstimateLine[],
  language: EstimateLanguage,
  { selection, decidable }: { selection: Selection; decidable: boolean },
) {
  const texts = estimateTexts[language];
  const form = estimatePageIds.approveForm;
  const rows: Markup[] = [];
  const groupsDone = new Set<string>();
  for (const line of sectionLines) {
    if (line.kind === "required") {
      rows.push(html`<tr role="row">${lineCells(line, html`${line.description}`, language)}</tr>`);
    } else if (line.kind === "optional") {
      const badge = html`<span class="badge">${texts.optional}</span>`;
      const description = decidable
        ? html`<label class="pick"><input type="checkbox" name="optional" value="${line.id}" form="${form}"${
            selection.optional.includes(line.id) ? html` checked` : ""
          }><span>${badge}<br>${line.description}</span></label>`
        : html`${badge}<br>${line.description}`;
      rows.push(html`<tr role="row" class="choosable">${lineCells(line, description, language)}</tr>`);
    } else if (line.group && !groupsDone.has(line.group)) {
      const group = line.group;
      groupsDone.add(group);
      const groupId = `group-${group}`;
      rows.push(
        html`<tr role="row" class="group"><th role="rowheader" scope="rowgroup" colspan="5" id="${groupId}">${
          line.groupLabel ?? texts.chooseOne
        } <span class="badge">${texts.chooseOne}</span>${decidable ? html`<div class="hint">${texts.chooseOneNote}</div>` : ""}</th></tr>`,
      );
      for (const member of sectionLines.filter((other) => other.kind === "choice" && other.group === group)) {
        const description = decidable
          ? html`<label class="pick"><input type="radio" name="choice:${group}" value="${member.id}" form="${form}"${
              selection.choices[group] === member.id ? html` checked` : ""
            } aria-describedby="${groupId}"><span>${member.description}</span></label>`
          : html`${member.description}`;
        rows.push(html`<tr role="row" class="choosable">${lineCells(member, description, language)}</tr>`);
      }
    }
  }
  return rows;
}

/** One table per section, in the order the lines come. */
export function lineTables(
  lines: EstimateLine[],
  language: EstimateLanguage,
  choosing: { selection: Selection; decidable: boolean },
): Markup[] {
  const texts = estimateTexts[language];
  const labels = [
    texts.columns.description,
    texts.columns.quantity,
    texts.columns.unit,
    texts.columns.unitPrice,
    texts.columns.amount,
  ];
  const head = html`<thead role="rowgroup"><tr role="row">${columns.map(
    (className, index) => html`<th role="columnheader" scope="col" class="${className}">${labels[index]}</th>`,
  )}</tr></thead>`;
  const sections = new Map<string, EstimateLine[]>();
  for (const line of lines) {
    const section = line.section ?? texts.generalSection;
    sections.set(section, [...(sections.get(section) ?? []), line]);
  }
  return [...sections].map(
    ([section, sectionLines]) =>
      html`<table class="lines" role="table"><caption>${section}</caption>${head}<tbody role="rowgroup">${rowsOf(
        sectionLines,
        language,
        choosing,
      )}</tbody></table>`,
  );
}

/** The totals beside the lines (sticky on a wide screen): live while the customer chooses, the agreed ones once approved. */
export function totalsSummary(estimate: CustomerEstimate, language: EstimateLanguage, totals: Totals): Markup {
  const texts = estimateTexts[language];
  const { discount, deposit } = estimate.document;
  const row = (label: string, cents: number, name: keyof Totals, className = "") =>
    html`<div${className ? html` class="${className}"` : ""}><dt>${label}</dt><dd data-total="${name}">${formatCents(
      cents,
      language,
    )}</dd></div>`;
  const discountLabel =
    discount?.kind === "percent" ? texts.discountPercent(formatBasisPoints(discount.bps, language)) : texts.discount;
  const depositLabel =
    deposit?.kind === "percent" ? texts.depositPercent(formatBasisPoints(deposit.bps, language)) : texts.deposit;
  return html`<section class="summary" aria-labelledby="summary-heading">
<h2 id="summary-heading">${estimate.approval ? texts.agreedTotals : texts.yourTotal}</h2>
<dl class="totals">
${row(texts.subtotal, totals.subtotalCents, "subtotalCents", "split")}
${discount ? row(discountLabel, -totals.discountCents, "discountCents", "split") : ""}
${row(texts.tax, totals.taxCents, "taxCents", "split")}
${row(estimate.approval ? texts.total : texts.yourTotal, totals.totalCents, "totalCents", "grand")}
${deposit ? html`${row(depositLabel, totals.depositCents, "depositCents", "split deposit")}${row(texts.balance, totals.balanceCents, "balanceCents", "split")}` : ""}
</dl>
<p class="sr-only" id="${estimatePageIds.announcer}" role="status"></p>
${estimate.canDecide ? html`<a class="button primary" href="#sign">${texts.approve}</a>` : ""}
</section>`;
}
