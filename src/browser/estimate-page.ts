import type SignaturePad from "signature_pad";
import { estimateTotals, formatCents, type Selection } from "../lib/estimate-money";
import { decisionFromForm, type EstimatePageData, errorId, estimatePageIds, problemTargets } from "../lib/estimate-page";
import { requiredAcknowledgments } from "../lib/estimates";

/**
 * The script of the customer's estimate page (worker/pages/estimate-page.ts), which works without
 * it. It keeps the total, the deposit, the total being signed for and the boxes to tick in step
 * with the options chosen (so "Update the total" is not needed), opens the optional drawn signature
 * (signature_pad loads only then), and sends a decision without a page load: every problem at once,
 * beside what was typed and listed in a summary that takes the focus; once decided, the page as
 * the Worker shows a decided estimate.
 */

type Field = HTMLInputElement | HTMLTextAreaElement;
type Problem = { error?: string; fields?: Record<string, string> };

const dataElement = document.getElementById(estimatePageIds.data);
const approveForm = document.getElementById(estimatePageIds.approveForm);
if (dataElement && approveForm instanceof HTMLFormElement) {
  const data = JSON.parse(dataElement.textContent ?? "") as EstimatePageData;
  for (const element of document.querySelectorAll<HTMLElement>("[data-update-total]")) element.hidden = true;
  const drawing = openDrawingOnDemand();
  followSelection(data, approveForm);
  for (const form of document.querySelectorAll<HTMLFormElement>(`form[action$="/decision"]`)) {
    sendWithoutLeaving(data, form, form === approveForm ? drawing : null);
  }
}

/** What the approval form's options and pick-one choices say now (they sit in the line table, tied by form=). */
function selectionOf(form: HTMLFormElement): Selection {
  const { optional, choices } = decisionFromForm(new FormData(form));
  return { optional, choices };
}

/** The totals and the acknowledgments to tick follow every change of option, as the Worker will count them. */
function followSelection(data: EstimatePageData, form: HTMLFormElement) {
  const announcer = document.getElementById(estimatePageIds.announcer);
  const shownTotal = form.querySelector<HTMLInputElement>("[data-shown-total]");
  const update = () => {
    const totals = estimateTotals(data.lines, selectionOf(form), data.discount, data.deposit);
    if (shownTotal) shownTotal.value = String(totals.totalCents);
    for (const cell of document.querySelectorAll<HTMLElement>("[data-total]")) {
      const cents = totals[cell.dataset.total as keyof typeof totals];
      if (typeof cents === "number")
        cell.textContent = formatCents(cell.dataset.total === "discountCents" ? -cents : cents, data.language);
    }
    const required = requiredAcknowledgments({ totalCents: totals.totalCents, yearBuilt: data.yearBuilt });
    let changed = false;
    for (const label of form.querySelectorAll<HTMLElement>("[data-acknowledgment]")) {
      const needed = required.includes(label.dataset.acknowledgment as (typeof required)[number]);
      if (label.hidden === needed) changed = true;
      label.hidden = !needed;
      const box = label.querySelector("input");
      if (box) box.disabled = !needed;
    }
    if (announcer) {
      const total = `${data.texts.yourTotal}: ${formatCents(totals.totalCents, data.language)}.`;
      announcer.textContent = changed ? `${total} ${data.texts.acknowledgmentsChanged}` : total;
    }
  };
  for (const input of form.elements) {
    if (input instanceof HTMLInputElement && (input.name === "optional" || input.name.startsWith("choice:"))) {
      input.addEventListener("change", update);
    }
  }
}

/**
 * The drawn signature, never required: a button opens the pad and loads signature_pad. Returns
 * the drawing as a PNG data URL when there is one.
 */
function openDrawingOnDemand(): () => string | null {
  const wrapper = document.querySelector<HTMLElement>("[data-drawing]");
  const open = document.getElementById(estimatePageIds.drawing);
  const pad = document.getElementById(estimatePageIds.drawingPad);
  const canvas = pad?.querySelector("canvas");
  if (!wrapper || !open || !pad || !canvas) return () => null;
  wrapper.hidden = false;
  let signaturePad: SignaturePad | undefined;
  /** The canvas drawn at the screen's pixel density; what was drawn survives a resize. */
  const fitCanvas = () => {
    const ratio = Math.max(window.devicePixelRatio || 1, 1);
    canvas.width = canvas.offsetWidth * ratio;
    canvas.height = canvas.offsetHeight * ratio;
    canvas.getContext("2d")?.scale(ratio, ratio);
    signaturePad?.fromData(signaturePad.toData());
  };
  open.addEventListener("click", async () => {
    const opening = open.getAttribute("aria-expanded") !== "true";
    open.setAttribute("aria-expanded", String(opening));
    pad.hidden = !opening;
    if (!opening || signaturePad) return;
    const { default: Pad } = await import("signature_pad");
    signaturePad = new Pad(canvas, { penColor: "#0f172a" });
    fitCanvas();
    window.addEventListener("resize", fitCanvas);
    pad.querySelector("[data-clear-drawing]")?.addEventListener("click", () => signaturePad?.clear());
  });
  return () => (signaturePad && !pad.hidden && !signaturePad.isEmpty() ? signaturePad.toDataURL("image/png") : null);
}

/** The field an error about `field` belongs to, to mark invalid and to focus. */
function fieldOf(form: HTMLFormElement, field: string): Field | null {
  if (field === "acknowledgments") {
    return form.querySelector<HTMLInputElement>("[data-acknowledgment]:not([hidden]) input:not(:checked)");
  }
  if (field === "selection") return form.ownerDocument.querySelector<HTMLInputElement>(`input[form="${form.id}"]`);
  if (field === "signature") return null;
  return form.querySelector<Field>(`[name="${field}"]`);
}

/** The summary of a refused answer: its sentence, then each problem as a link to its field. */
function fillSummary(summary: HTMLElement, heading: string, fields: Array<[string, string]>) {
  const title = document.createElement("p");
  title.append(Object.assign(document.createElement("strong"), { textContent: heading }));
  const list = document.createElement("ul");
  for (const [field, message] of fields) {
    const item = document.createElement("li");
    item.append(Object.assign(document.createElement("a"), { href: `#${problemTargets[field] ?? field}`, textContent: message }));
    list.append(item);
  }
  summary.replaceChildren(title, list);
  summary.hidden = false;
}

/**
 * Clears what the last answer said, then says this one's problems: each beside its field, and all
 * of them in the form's summary, which takes the focus (a problem with no field: above the button).
 */
function showProblems(form: HTMLFormElement, problem: Problem | null) {
  const formError = form.querySelector<HTMLElement>("[data-form-error]");
  const summary = form.querySelector<HTMLElement>("[data-problem-summary]");
  for (const slot of document.querySelectorAll<HTMLElement>(".error[id$='-error']")) {
    if (form.contains(slot) || slot.id === errorId("selection")) {
      slot.hidden = true;
      slot.textContent = "";
    }
  }
  for (const field of form.querySelectorAll("[aria-invalid]")) field.removeAttribute("aria-invalid");
  for (const element of [formError, summary]) if (element) element.hidden = true;
  if (!problem) return;

  const fields = Object.entries(problem.fields ?? {}).filter(([field]) => document.getElementById(errorId(field)));
  for (const [field, message] of fields) {
    const slot = document.getElementById(errorId(field)) as HTMLElement;
    slot.textContent = message;
    slot.hidden = false;
    fieldOf(form, field)?.setAttribute("aria-invalid", "true");
  }
  if (fields.length > 0 && summary) {
    fillSummary(summary, problem.error ?? "", fields);
    summary.focus();
    return;
  }
  const focus = fields[0] ? fieldOf(form, fields[0][0]) : null;
  if (!focus && formError) {
    formError.textContent = problem.error ?? "";
    formError.hidden = false;
  }
  (focus ?? formError)?.focus();
}

/** What the page can say before asking the Worker: every box the total calls for, and a typed name. */
function approvalProblems(data: EstimatePageData, form: HTMLFormElement): Problem | null {
  const fields: Record<string, string> = {};
  const unticked = form.querySelector("[data-acknowledgment]:not([hidden]) input:not(:checked)");
  if (unticked) fields.acknowledgments = data.texts.acknowledgmentsMissing;
  const name = form.querySelector<HTMLInputElement>('[name="signerName"]')?.value.trim() ?? "";
  if (name.length < 2) fields.signerName = data.texts.signatureMissing;
  return Object.keys(fields).length > 0 ? { error: data.texts.approvalProblems, fields } : null;
}

/**
 * Posts the form as JSON (the Worker answers JSON to `Accept: application/json`). What was typed
 * stays; a refusal shows beside its fields, a lost connection or a newer revision above the button.
 * Once decided, the page the Worker shows for the decided estimate (with the signed copy's link).
 */
function sendWithoutLeaving(data: EstimatePageData, form: HTMLFormElement, drawnSignature: (() => string | null) | null) {
  // The Worker's sentences, beside each field and in the customer's language, stand in for the browser's bubbles.
  form.noValidate = true;
  form.addEventListener("submit", async (event) => {
    event.preventDefault();
    const button =
      event.submitter instanceof HTMLButtonElement
        ? event.submitter
        : form.querySelector<HTMLButtonElement>("button[type=submit]");
    const body = { ...decisionFromForm(new FormData(form, button)), signature: drawnSignature?.() ?? null };
    if (body.action === "request-changes" && !body.request.trim()) {
      showProblems(form, { fields: { request: data.texts.changeRequestMissing } });
      return;
    }
    const before = body.action === "approve" ? approvalProblems(data, form) : null;
    if (before) {
      showProblems(form, before);
      return;
    }
    const label = button?.textContent ?? "";
    if (button) {
      button.disabled = true;
      button.textContent = data.texts.sending;
    }
    try {
      // form.action would be the button named "action", not the attribute.
      const response = await fetch(form.getAttribute("action") ?? "", {
        method: "POST",
        headers: { "Content-Type": "application/json", Accept: "application/json" },
        body: JSON.stringify(body),
      });
      if (response.ok) {
        const { next } = (await response.json()) as { next: string };
        window.location.assign(next);
        return;
      }
      const problem = (await response.json().catch(() => ({}))) as Problem;
      showProblems(form, { error: problem.error ?? data.texts.networkError, fields: problem.fields ?? {} });
    } catch {
      showProblems(form, { error: data.texts.networkError });
    } finally {
      if (button?.isConnected) {
        button.disabled = false;
        button.textContent = label;
      }
    }
  });
}
