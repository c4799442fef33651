import { formatCents } from "../../src/lib/estimate-money";
import { type EstimatePageData, errorId, estimatePageIds, problemTargets } from "../../src/lib/estimate-page";
import { type EstimateLanguage, estimateTexts } from "../../src/lib/estimate-texts";
import { requiredAcknowledgments } from "../../src/lib/estimates";
import type { EstimateDecisionBody } from "../../src/lib/schemas";
import type { CustomerEstimate } from "../domain/estimates/customer";
import type { PagedProblem } from "../env";
import { html, jsonForScript, type Markup } from "./markup";

/**
 * The customer's answers on the estimate page, complete without JavaScript: the approval (boxes to
 * tick, the typed name that is the signature, the optional drawing, the total being signed for,
 * and "Update the total" for a browser without script), asking for changes, and declining. A
 * refused answer comes back with every problem listed at the top of its form and beside its field.
 */

type Typed = Partial<EstimateDecisionBody>;

/** An error slot beside a field: empty and hidden until the server or the script has something to say. */
const errorSlot = (field: string, problem: PagedProblem | undefined) => {
  const message = problem?.fields[field];
  return html`<p class="error" id="${errorId(field)}"${message ? "" : html` hidden`}>${message ?? ""}</p>`;
};

/** Every problem of a refused answer at once, each a link to its field; focused as the page opens. */
function problemSummary(problem: PagedProblem | undefined, fields: readonly string[], formId: string) {
  const mine = Object.entries(problem?.fields ?? {}).filter(([field]) => fields.includes(field));
  const shown = problem && mine.length > 0;
  return html`<div class="error-summary" id="${formId}-problems" role="alert" tabindex="-1" data-problem-summary${
    shown ? html` autofocus` : html` hidden`
  }><p><strong>${problem?.message ?? ""}</strong></p><ul>${mine.map(
    ([field, message]) => html`<li><a href="#${problemTargets[field] ?? field}">${message}</a></li>`,
  )}</ul></div>`;
}

const invalid = (problem: PagedProblem | undefined, field: string) => (problem?.fields[field] ? html` aria-invalid="true"` : "");

function approvalForm(
  estimate: CustomerEstimate,
  language: EstimateLanguage,
  { required, totalCents, problem, typed }: { required: string[]; totalCents: number; problem?: PagedProblem; typed?: Typed },
) {
  const texts = estimateTexts[language];
  const typedApproval = typed?.action === "approve" || typed?.action === "update-total" ? typed : undefined;
  // Every acknowledgment this estimate can call for; the script shows those the live total needs.
  const possible = requiredAcknowledgments({ totalCents: Number.MAX_SAFE_INTEGER, yearBuilt: estimate.document.yearBuilt });
  const acknowledgments = possible.map((id) => {
    const needed = required.includes(id);
    return html`<label class="pick"${needed ? "" : html` hidden`} data-acknowledgment="${id}"><input type="checkbox" name="acknowledgment" value="${id}" required${
      needed ? "" : html` disabled`
    }${typedApproval?.acknowledgments?.includes(id) ? html` checked` : ""}><span>${texts.acknowledgments[id]}</span></label>`;
  });
  return html`<form id="${estimatePageIds.approveForm}" method="post" enctype="multipart/form-data" action="/estimates/${estimate.token}/decision" aria-labelledby="sign-heading">
${hiddenFields(estimate, language)}
<input type="hidden" name="shownTotalCents" value="${totalCents}" data-shown-total>
${problemSummary(problem, ["selection", "acknowledgments", "signerName", "signature", "total"], estimatePageIds.approveForm)}
${errorSlot("selection", problem)}
<div class="update-total" data-update-total><p class="hint">${texts.updateTotalHint}</p><button class="button secondary" type="submit" name="action" value="update-total" formnovalidate>${texts.updateTotal}</button></div>
<fieldset class="acks" id="acknowledgments" aria-labelledby="sign-heading" aria-describedby="${errorId("acknowledgments")}">${acknowledgments}</fieldset>
${errorSlot("acknowledgments", problem)}
<h3>${texts.signature}</h3>
<label class="field-label" for="signer-name">${texts.signerName}</label>
<p class="hint" id="signer-name-hint">${texts.signerNameHint}</p>
<input class="field-input signer-name" type="text" id="signer-name" name="signerName" autocomplete="name" required maxlength="200" aria-describedby="signer-name-hint ${errorId("signerName")}"${invalid(problem, "signerName")} value="${typedApproval?.signerName ?? ""}">
${errorSlot("signerName", problem)}
<div class="drawing" data-drawing hidden>
<button type="button" class="button secondary" id="${estimatePageIds.drawing}" aria-expanded="false" aria-controls="${estimatePageIds.drawingPad}">${texts.drawSignature}</button>
<div id="${estimatePageIds.drawingPad}" role="group" aria-labelledby="${estimatePageIds.drawing}" aria-describedby="drawing-hint" hidden>
<p class="hint" id="drawing-hint">${texts.drawSignatureHint}</p>
<canvas class="pad" role="img" aria-label="${texts.drawSignature}"></canvas>
<button type="button" class="button secondary" data-clear-drawing>${texts.clearDrawing}</button>
</div>
${errorSlot("signature", problem)}
</div>
<p class="signing-for" id="approve-total">${texts.signingFor} <strong data-total="totalCents">${formatCents(totalCents, language)}</strong></p>
${errorSlot("total", problem)}
<div class="actions"><button class="button primary" type="submit" name="action" value="approve">${texts.approve}</button></div>
<p class="error" role="alert" tabindex="-1" data-form-error hidden></p>
</form>`;
}

const hiddenFields = (estimate: CustomerEstimate, language: EstimateLanguage) =>
  html`<input type="hidden" name="revision" value="${estimate.revision}"><input type="hidden" name="language" value="${language}">`;

/** Acknowledgments, the typed name (the signature), the optional drawing, and the other two answers. */
export function decisionForms(
  estimate: CustomerEstimate,
  language: EstimateLanguage,
  context: { required: string[]; totalCents: number; problem?: PagedProblem; typed?: Typed },
): Markup {
  const texts = estimateTexts[language];
  const { problem, typed } = context;
  const action = `/estimates/${estimate.token}/decision`;
  return html`<section class="decide" id="sign" aria-labelledby="sign-heading">
<h2 id="sign-heading">${texts.acknowledgmentsHeading}</h2>
${approvalForm(estimate, language, context)}
</section>
<div class="other">
<details${typed?.action === "request-changes" ? html` open` : ""}><summary>${texts.requestChanges}</summary>
<form method="post" enctype="multipart/form-data" action="${action}">${hiddenFields(estimate, language)}
<label class="field-label" for="change-request">${texts.changeRequest}</label>
<textarea class="field-input" id="change-request" name="request" required maxlength="4000" aria-describedby="${errorId("request")}"${invalid(problem, "request")}>${
    typed?.action === "request-changes" ? (typed.request ?? "") : ""
  }</textarea>
${errorSlot("request", problem)}
<div class="actions"><button class="button secondary" type="submit" name="action" value="request-changes">${texts.requestChanges}</button></div>
<p class="error" role="alert" tabindex="-1" data-form-error hidden></p>
</form></details>
<details${typed?.action === "decline" ? html` open` : ""}><summary>${texts.decline}</summary>
<form method="post" enctype="multipart/form-data" action="${action}">${hiddenFields(estimate, language)}
<label class="field-label" for="decline-reason">${texts.declineReason}</label>
<textarea class="field-input" id="decline-reason" name="reason" maxlength="2000" aria-describedby="${errorId("reason")}"${invalid(problem, "reason")}>${
    typed?.action === "decline" ? (typed.reason ?? "") : ""
  }</textarea>
${errorSlot("reason", problem)}
<div class="actions"><button class="button secondary" type="submit" name="action" value="decline">${texts.decline}</button></div>
<p class="error" role="alert" tabindex="-1" data-form-error hidden></p>
</form></details>
</div>`;
}

/** The data the page's script computes with, as JSON. */
export function pageData(estimate: CustomerEstimate, language: EstimateLanguage): Markup {
  const texts = estimateTexts[language];
  const { document } = estimate;
  const data: EstimatePageData = {
    language,
    lines: document.lines.map(({ id, kind, group, quantityThousandths, unitPriceCents, taxBps, preselected }) => ({
      id,
      kind,
      group,
      quantityThousandths,
      unitPriceCents,
      taxBps,
      preselected,
    })),
    discount: document.discount,
    deposit: document.deposit,
    yearBuilt: document.yearBuilt,
    texts: {
      yourTotal: texts.yourTotal,
      acknowledgmentsChanged: texts.acknowledgmentsChanged,
      changeRequestMissing: texts.changeRequestMissing,
      networkError: texts.networkError,
      sending: texts.sending,
      approvalProblems: texts.approvalProblems,
      acknowledgmentsMissing: texts.acknowledgmentsMissing,
      signatureMissing: texts.signatureMissing,
    },
  };
  return html`<script type="application/json" id="${estimatePageIds.data}">${jsonForScript(data)}</script>`;
}
