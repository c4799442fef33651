import { business, fullAddress, mailHref, telHref } from "../../src/config/business";
import { escapeHtml } from "../../src/html/escape";
import {
  defaultSelection,
  estimateTotals,
  formatBasisPoints,
  formatCents,
  formatQuantity,
  lineSubtotalCents,
  type Selection,
  type Totals,
} from "../../src/lib/estimate-money";
import { type EstimatePageData, errorId, estimatePageIds, estimatePageScript } from "../../src/lib/estimate-page";
import { type EstimateLanguage, type EstimateTexts, estimateTexts } from "../../src/lib/estimate-texts";
import { type EstimateLine, requiredAcknowledgments } from "../../src/lib/estimates";
import { longDay, longInstant } from "../../src/lib/long-dates";
import type { EstimateDecisionBody } from "../../src/lib/schemas";
import type { CustomerEstimate } from "../domain/estimates/customer";
import type { PagedProblem, ProblemPage } from "../env";
import { estimatePageStyle } from "./estimate-page-style";

/**
 * The customer's estimate as a page, rendered by the Worker: complete without JavaScript (reading,
 * choosing options and approving are one form post), in the customer's language, light and dark.
 * Its script (src/browser/estimate-page.ts, an entry of the client build of its own) adds the live
 * total, the optional drawn signature and sending without leaving the page.
 */

const languages = ["en", "es", "fr"] as const satisfies readonly EstimateLanguage[];

/** ?lang= if it names one of ours, else the estimate's own language, else the browser's first that we speak. */
export function pageLanguage(
  requested: string | null | undefined,
  estimateLanguage: EstimateLanguage | null,
  acceptLanguage: string | null | undefined,
): EstimateLanguage {
  const ours = (tag: string | undefined) => languages.find((language) => tag?.trim().toLowerCase().startsWith(language));
  const fromBrowser = (acceptLanguage ?? "")
    .split(",")
    .map((part) => ours(part.split(";")[0]))
    .find(Boolean);
  return ours(requested ?? undefined) ?? estimateLanguage ?? fromBrowser ?? "en";
}

const headers = (): Record<string, string> => ({
  "Content-Type": "text/html; charset=utf-8",
  "Content-Security-Policy":
    "default-src 'none'; script-src 'self'; connect-src 'self'; style-src 'unsafe-inline'; img-src 'self'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'",
  "Cache-Control": "private, no-store",
  "Referrer-Policy": "no-referrer",
  "X-Robots-Tag": "noindex",
});

const paragraphs = (text: string) =>
  text
    .split(/\n\s*\n/)
    .map((paragraph) => `<p>${escapeHtml(paragraph.trim()).replaceAll("\n", "<br>")}</p>`)
    .join("");

const [logoWord, ...logoRest] = business.shortName.split(" ");

/** Links to the same page in each language; `href` is null where the page has no address of its own (a problem page). */
function languageLinks(texts: EstimateTexts, current: EstimateLanguage, href: ((language: EstimateLanguage) => string) | null) {
  if (!href) return "";
  const links = languages.map((language) => {
    const name = escapeHtml(estimateTexts[language].languageName);
    return language === current
      ? `<a href="${escapeHtml(href(language))}" aria-current="page" lang="${language}">${name}</a>`
      : `<a href="${escapeHtml(href(language))}" lang="${language}" hreflang="${language}">${name}</a>`;
  });
  return `<nav class="languages" aria-label="${escapeHtml(texts.languageMenu)}">${links.join("")}</nav>`;
}

function documentOf(
  language: EstimateLanguage,
  {
    title,
    body,
    languageHref = null,
  }: { title: string; body: string; languageHref?: ((language: EstimateLanguage) => string) | null },
): string {
  const texts = estimateTexts[language];
  return `<!doctype html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light dark">
<meta name="theme-color" content="#0f766e">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} | ${escapeHtml(business.name)}</title>
<link rel="icon" href="/icon.svg" type="image/svg+xml">
<style>${estimatePageStyle}</style>
<script type="module" src="${estimatePageScript}"></script>
</head>
<body>
<header>
<div class="strip"><div class="wrap">
<div class="reach"><a href="${telHref}">${escapeHtml(business.phone.display)}</a><a href="${mailHref}">${escapeHtml(business.email)}</a></div>
${languageLinks(texts, language, languageHref)}
</div></div>
<div class="bar"><div class="wrap">
<a class="logo" href="/"><img src="/icon.svg" alt="" width="40" height="40"><span><strong>${escapeHtml(logoWord ?? "")}</strong><small>${escapeHtml(logoRest.join(" "))}</small><span class="sr-only">${escapeHtml(business.name)}</span></span></a>
</div></div>
</header>
<main id="main">
${body}
</main>
<footer class="site-footer"><div class="wrap">
<p><strong>${escapeHtml(business.name)}</strong></p>
<p>${escapeHtml(fullAddress)} · <a href="${telHref}">${escapeHtml(business.phone.display)}</a> · <a href="${mailHref}">${escapeHtml(business.email)}</a></p>
</div></footer>
</body>
</html>`;
}

/** The selection the page shows: what was agreed, else what the customer sent (a refused form post), else how the estimate starts. */
function shownSelection(estimate: CustomerEstimate, typed: Partial<EstimateDecisionBody> | undefined): Selection {
  const { lines } = estimate.document;
  if (estimate.approval) {
    const chosen = estimate.approval.chosenLineIds;
    return {
      optional: chosen,
      choices: Object.fromEntries(
        lines.filter((line) => line.group && chosen.includes(line.id)).map((line) => [line.group, line.id]),
      ),
    };
  }
  const start = defaultSelection(lines);
  if (typed?.action === "approve" && (typed.optional || typed.choices)) {
    return { optional: typed.optional ?? [], choices: { ...start.choices, ...typed.choices } };
  }
  return start;
}

/** An error slot beside a field: empty and hidden until the server or the script has something to say. */
const errorSlot = (field: string, problem: PagedProblem | undefined) => {
  const message = problem?.fields[field];
  return `<p class="error" id="${errorId(field)}"${message ? "" : " hidden"}>${message ? escapeHtml(message) : ""}</p>`;
};

/** One table per section; optional lines are checkboxes and pick-one groups radios of the approval form. */
function lineTables(
  lines: EstimateLine[],
  language: EstimateLanguage,
  { selection, decidable }: { selection: Selection; decidable: boolean },
) {
  const texts = estimateTexts[language];
  const formAttribute = `form="${estimatePageIds.approveForm}"`;
  const cells = (line: EstimateLine, description: string) =>
    `<td role="cell" class="description">${description}${
      line.taxBps > 0 ? `<div class="hint">${escapeHtml(texts.taxed(formatBasisPoints(line.taxBps, language)))}</div>` : ""
    }</td><td role="cell" class="n quantity">${escapeHtml(formatQuantity(line.quantityThousandths, language))}</td><td role="cell" class="unit">${escapeHtml(line.unit)}</td><td role="cell" class="n price">${escapeHtml(formatCents(line.unitPriceCents, language))}</td><td role="cell" class="n amount">${escapeHtml(formatCents(lineSubtotalCents(line), language))}</td>`;
  const head = `<thead role="rowgroup"><tr role="row">${[
    ["description", texts.columns.description],
    ["n quantity", texts.columns.quantity],
    ["unit", texts.columns.unit],
    ["n price", texts.columns.unitPrice],
    ["n amount", texts.columns.amount],
  ]
    .map(([className, label]) => `<th role="columnheader" scope="col" class="${className}">${escapeHtml(label as string)}</th>`)
    .join("")}</tr></thead>`;

  const rowsOf = (sectionLines: EstimateLine[]) => {
    const rows: string[] = [];
    const groupsDone = new Set<string>();
    for (const line of sectionLines) {
      if (line.kind === "required") {
        rows.push(`<tr role="row">${cells(line, escapeHtml(line.description))}</tr>`);
      } else if (line.kind === "optional") {
        const badge = `<span class="badge">${escapeHtml(texts.optional)}</span>`;
        const checked = selection.optional.includes(line.id) ? " checked" : "";
        const description = decidable
          ? `<label class="pick"><input type="checkbox" name="optional" value="${escapeHtml(line.id)}" ${formAttribute}${checked}><span>${badge}<br>${escapeHtml(line.description)}</span></label>`
          : `${badge}<br>${escapeHtml(line.description)}`;
        rows.push(`<tr role="row" class="choosable">${cells(line, description)}</tr>`);
      } else if (line.group && !groupsDone.has(line.group)) {
        const group = line.group;
        groupsDone.add(group);
        const groupId = `group-${escapeHtml(group)}`;
        rows.push(
          `<tr role="row" class="group"><th role="rowheader" scope="rowgroup" colspan="5" id="${groupId}">${escapeHtml(line.groupLabel ?? texts.chooseOne)} <span class="badge">${escapeHtml(texts.chooseOne)}</span>${
            decidable ? `<div class="hint">${escapeHtml(texts.chooseOneNote)}</div>` : ""
          }</th></tr>`,
        );
        for (const member of sectionLines.filter((other) => other.kind === "choice" && other.group === group)) {
          const checked = selection.choices[group] === member.id ? " checked" : "";
          const description = decidable
            ? `<label class="pick"><input type="radio" name="choice:${escapeHtml(group)}" value="${escapeHtml(member.id)}" ${formAttribute}${checked} aria-describedby="${groupId}"><span>${escapeHtml(member.description)}</span></label>`
            : escapeHtml(member.description);
          rows.push(`<tr role="row" class="choosable">${cells(member, description)}</tr>`);
        }
      }
    }
    return rows.join("");
  };

  const sections = new Map<string, EstimateLine[]>();
  for (const line of lines) {
    const section = line.section ?? texts.generalSection;
    sections.set(section, [...(sections.get(section) ?? []), line]);
  }
  return [...sections]
    .map(
      ([section, sectionLines]) =>
        `<table class="lines" role="table"><caption>${escapeHtml(section)}</caption>${head}<tbody role="rowgroup">${rowsOf(sectionLines)}</tbody></table>`,
    )
    .join("");
}

/** The totals beside the lines (sticky on a wide screen): live while the customer chooses, the agreed ones once approved. */
function summary(estimate: CustomerEstimate, language: EstimateLanguage, totals: Totals) {
  const texts = estimateTexts[language];
  const { discount, deposit } = estimate.document;
  const money = (cents: number) => escapeHtml(formatCents(cents, language));
  const row = (label: string, cents: number, name: keyof Totals, className = "") =>
    `<div${className ? ` class="${className}"` : ""}><dt>${escapeHtml(label)}</dt><dd data-total="${name}">${money(cents)}</dd></div>`;
  const discountLabel =
    discount?.kind === "percent" ? texts.discountPercent(formatBasisPoints(discount.bps, language)) : texts.discount;
  const depositLabel =
    deposit?.kind === "percent" ? texts.depositPercent(formatBasisPoints(deposit.bps, language)) : texts.deposit;
  const heading = estimate.approval ? texts.agreedTotals : texts.yourTotal;
  return `<section class="summary" aria-labelledby="summary-heading">
<h2 id="summary-heading">${escapeHtml(heading)}</h2>
<dl class="totals">
${row(texts.subtotal, totals.subtotalCents, "subtotalCents", "split")}
${discount ? row(discountLabel, -totals.discountCents, "discountCents", "split") : ""}
${row(texts.tax, totals.taxCents, "taxCents", "split")}
${row(estimate.approval ? texts.total : texts.yourTotal, totals.totalCents, "totalCents", "grand")}
${deposit ? `${row(depositLabel, totals.depositCents, "depositCents", "split deposit")}${row(texts.balance, totals.balanceCents, "balanceCents", "split")}` : ""}
</dl>
<p class="sr-only" id="${estimatePageIds.announcer}" role="status"></p>
${estimate.canDecide ? `<a class="button primary" href="#sign">${escapeHtml(texts.approve)}</a>` : ""}
</section>`;
}

/** What has happened to this revision: decided, expired, or replaced by a newer one. */
function statusNotices(estimate: CustomerEstimate, language: EstimateLanguage, problem: PagedProblem | undefined) {
  const texts = estimateTexts[language];
  const notices: string[] = [];
  if (problem) notices.push(`<div class="notice problem" role="alert"><p>${escapeHtml(problem.message)}</p></div>`);
  if (estimate.newerRevision) {
    const { href, number } = estimate.newerRevision;
    notices.push(
      href
        ? `<div class="notice"><p>${escapeHtml(texts.newerRevision)} <a href="${escapeHtml(`${href}&lang=${language}`)}">${escapeHtml(texts.readNewerRevision)}: ${escapeHtml(number)}</a></p></div>`
        : `<div class="notice"><p>${escapeHtml(texts.newerRevisionElsewhere)}</p></div>`,
    );
  }
  const decided = (confirmation: string, detail: string) =>
    `<div class="notice" id="${estimatePageIds.decisionStatus}" tabindex="-1"><strong>${escapeHtml(confirmation)}</strong>${detail}</div>`;
  const quoted = (words: string | null) => (words ? `<blockquote>${escapeHtml(words)}</blockquote>` : "");
  if (estimate.status === "approved" && estimate.approval) {
    const { signerName, signedAt } = estimate.approval;
    notices.push(
      decided(texts.approvedConfirmation, `<p>${escapeHtml(texts.approvedBy(signerName, longInstant(signedAt, language)))}</p>`),
    );
  } else if (estimate.status === "declined") {
    notices.push(decided(texts.declinedConfirmation, quoted(estimate.declineReason)));
  } else if (estimate.status === "changes_requested") {
    notices.push(decided(texts.changesRequestedConfirmation, quoted(estimate.changeRequest)));
  } else if (estimate.status === "expired") {
    notices.push(`<div class="notice problem"><p>${escapeHtml(texts.expiredStatus)}</p></div>`);
  }
  return notices.join("");
}

/** Acknowledgments, the typed name (the signature), the optional drawing, and the other two answers. */
function decisionForms(
  estimate: CustomerEstimate,
  language: EstimateLanguage,
  { required, problem, typed }: { required: string[]; problem?: PagedProblem; typed?: Partial<EstimateDecisionBody> },
) {
  const texts = estimateTexts[language];
  const action = `/estimates/${estimate.token}/decision`;
  const hidden = `<input type="hidden" name="revision" value="${estimate.revision}"><input type="hidden" name="language" value="${language}">`;
  const typedApproval = typed?.action === "approve" ? typed : undefined;
  // Every acknowledgment this estimate can call for; the script shows those the live total needs.
  const possible = requiredAcknowledgments({ totalCents: Number.MAX_SAFE_INTEGER, yearBuilt: estimate.document.yearBuilt });
  const acknowledgments = possible
    .map((id) => {
      const needed = required.includes(id);
      const checked = typedApproval?.acknowledgments?.includes(id) ? " checked" : "";
      return `<label class="pick"${needed ? "" : " hidden"} data-acknowledgment="${id}"><input type="checkbox" name="acknowledgment" value="${id}" required${needed ? "" : " disabled"}${checked}><span>${escapeHtml(texts.acknowledgments[id])}</span></label>`;
    })
    .join("");
  const invalid = (field: string) => (problem?.fields[field] ? ' aria-invalid="true"' : "");
  return `<section class="decide" id="sign" aria-labelledby="sign-heading">
<h2 id="sign-heading">${escapeHtml(texts.acknowledgmentsHeading)}</h2>
<form id="${estimatePageIds.approveForm}" method="post" enctype="multipart/form-data" action="${action}" aria-labelledby="sign-heading">
${hidden}
${errorSlot("selection", problem)}
<fieldset class="acks" aria-labelledby="sign-heading" aria-describedby="${errorId("acknowledgments")}">${acknowledgments}</fieldset>
${errorSlot("acknowledgments", problem)}
<h3>${escapeHtml(texts.signature)}</h3>
<label class="field-label" for="signer-name">${escapeHtml(texts.signerName)}</label>
<p class="hint" id="signer-name-hint">${escapeHtml(texts.signerNameHint)}</p>
<input class="field-input signer-name" type="text" id="signer-name" name="signerName" autocomplete="name" required maxlength="200" aria-describedby="signer-name-hint ${errorId("signerName")}"${invalid("signerName")} value="${escapeHtml(typedApproval?.signerName ?? "")}">
${errorSlot("signerName", problem)}
<div class="drawing" data-drawing hidden>
<button type="button" class="button secondary" id="${estimatePageIds.drawing}" aria-expanded="false" aria-controls="${estimatePageIds.drawingPad}">${escapeHtml(texts.drawSignature)}</button>
<div id="${estimatePageIds.drawingPad}" role="group" aria-labelledby="${estimatePageIds.drawing}" aria-describedby="drawing-hint" hidden>
<p class="hint" id="drawing-hint">${escapeHtml(texts.drawSignatureHint)}</p>
<canvas class="pad" role="img" aria-label="${escapeHtml(texts.drawSignature)}"></canvas>
<button type="button" class="button secondary" data-clear-drawing>${escapeHtml(texts.clearDrawing)}</button>
</div>
${errorSlot("signature", problem)}
</div>
<div class="actions"><button class="button primary" type="submit" name="action" value="approve">${escapeHtml(texts.approve)}</button></div>
<p class="error" role="alert" tabindex="-1" data-form-error hidden></p>
</form>
</section>
<div class="other">
<details${typed?.action === "request-changes" ? " open" : ""}><summary>${escapeHtml(texts.requestChanges)}</summary>
<form method="post" enctype="multipart/form-data" action="${action}">${hidden}
<label class="field-label" for="change-request">${escapeHtml(texts.changeRequest)}</label>
<textarea class="field-input" id="change-request" name="request" required maxlength="4000" aria-describedby="${errorId("request")}"${invalid("request")}>${escapeHtml(typed?.action === "request-changes" ? (typed.request ?? "") : "")}</textarea>
${errorSlot("request", problem)}
<div class="actions"><button class="button secondary" type="submit" name="action" value="request-changes">${escapeHtml(texts.requestChanges)}</button></div>
<p class="error" role="alert" tabindex="-1" data-form-error hidden></p>
</form></details>
<details${typed?.action === "decline" ? " open" : ""}><summary>${escapeHtml(texts.decline)}</summary>
<form method="post" enctype="multipart/form-data" action="${action}">${hidden}
<label class="field-label" for="decline-reason">${escapeHtml(texts.declineReason)}</label>
<textarea class="field-input" id="decline-reason" name="reason" maxlength="2000" aria-describedby="${errorId("reason")}"${invalid("reason")}>${escapeHtml(typed?.action === "decline" ? (typed.reason ?? "") : "")}</textarea>
${errorSlot("reason", problem)}
<div class="actions"><button class="button secondary" type="submit" name="action" value="decline">${escapeHtml(texts.decline)}</button></div>
<p class="error" role="alert" tabindex="-1" data-form-error hidden></p>
</form></details>
</div>`;
}

/** The data the page's script computes with, as JSON; `<` escaped so no text can close the script element. */
function pageData(estimate: CustomerEstimate, language: EstimateLanguage): string {
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
      approvedConfirmation: texts.approvedConfirmation,
      declinedConfirmation: texts.declinedConfirmation,
      changesRequestedConfirmation: texts.changesRequestedConfirmation,
    },
  };
  return `<script type="application/json" id="${estimatePageIds.data}">${JSON.stringify(data).replaceAll("<", "\\u003c")}</script>`;
}

export function estimatePage(
  estimate: CustomerEstimate,
  { language, problem, typed }: { language: EstimateLanguage; problem?: PagedProblem; typed?: Partial<EstimateDecisionBody> },
): ProblemPage {
  const texts = estimateTexts[language];
  const { document } = estimate;
  const selection = shownSelection(estimate, typed);
  const shownLines = estimate.approval
    ? document.lines.filter((line) => estimate.approval?.chosenLineIds.includes(line.id))
    : document.lines;
  const totals = estimate.approval?.totals ?? estimateTotals(document.lines, selection, document.discount, document.deposit);
  const required = requiredAcknowledgments({ totalCents: totals.totalCents, yearBuilt: document.yearBuilt });
  const decidable = estimate.canDecide;
  const pageHref = (lang: EstimateLanguage) => `/estimates/${estimate.token}?revision=${estimate.revision}&lang=${lang}`;

  const meta = [
    [texts.preparedFor, document.customer.name],
    ...(document.customer.address ? [[texts.jobSite, document.customer.address]] : []),
    [texts.service, document.service],
    [texts.issuedOn, longDay(document.issuedOn, language)],
    [texts.validUntil, longDay(document.expiresOn, language)],
  ] as const;
  const photos = estimate.photos.length
    ? `<h2>${escapeHtml(texts.photos)}</h2><div class="photos">${estimate.photos
        .map(
          (photo) =>
            `<img src="${escapeHtml(photo.url)}" width="${photo.width}" height="${photo.height}" alt="${escapeHtml(photo.originalName)}" loading="lazy" decoding="async">`,
        )
        .join("")}</div>`
    : "";
  const documents = `<p class="documents"><a href="${escapeHtml(estimate.pdfHref)}">${escapeHtml(texts.downloadPdf)}</a>${
    estimate.signedPdfHref ? `<a href="${escapeHtml(estimate.signedPdfHref)}">${escapeHtml(texts.downloadSignedPdf)}</a>` : ""
  }</p>`;
  const earlier = estimate.earlierRevisions.length
    ? `<h2>${escapeHtml(texts.earlierRevisions)}</h2><ul>${estimate.earlierRevisions
        .map(
          (revision) =>
            `<li><a href="${escapeHtml(`${revision.href}&lang=${language}`)}">${escapeHtml(revision.number)}</a></li>`,
        )
        .join("")}</ul>`
    : "";

  const body = `<div class="hero"><div class="wrap">
<p class="eyebrow">${escapeHtml(texts.estimate)} ${escapeHtml(estimate.number)}</p>
<h1>${escapeHtml(document.title)}</h1>
${statusNotices(estimate, language, problem)}
<dl class="meta">${meta.map(([term, value]) => `<div><dt>${escapeHtml(term)}</dt><dd>${escapeHtml(value)}</dd></div>`).join("")}</dl>
${decidable ? `<p class="hint">${escapeHtml(texts.validUntilNote(longDay(document.expiresOn, language)))}</p>` : ""}
</div></div>
<div class="wrap sheet">
${document.introduction ? `<div class="terms">${paragraphs(document.introduction)}</div>` : ""}
${photos}
<h2>${escapeHtml(texts.estimate)}</h2>
${decidable ? `<p class="hint">${escapeHtml(texts.startingTotalNote)}</p>` : ""}
${lineTables(shownLines, language, { selection, decidable })}
${summary(estimate, language, totals)}
<h2>${escapeHtml(texts.terms)}</h2>
<div class="terms">${paragraphs(document.terms)}</div>
${decidable ? decisionForms(estimate, language, { required, ...(problem ? { problem } : {}), ...(typed ? { typed } : {}) }) : ""}
${documents}
${earlier}
</div>
${decidable ? pageData(estimate, language) : ""}`;
  return {
    html: documentOf(language, { title: `${texts.estimate} ${estimate.number}`, body, languageHref: pageHref }),
    headers: headers(),
  };
}

/** A link that opens nothing (wrong or withdrawn), an expired decision, too many requests: what happened and how to reach us. */
export function estimateProblemPage(problem: PagedProblem, language: EstimateLanguage): ProblemPage {
  const texts = estimateTexts[language];
  // The link's own problems are said in the page's language; anything else as the refusal worded it.
  const message = problem.status === 404 ? texts.notFound : problem.status === 410 ? texts.expired : problem.message;
  const body = `<div class="hero"><div class="wrap">
<p class="eyebrow">${escapeHtml(texts.estimate)}</p>
<h1>${escapeHtml(message)}</h1>
<p class="documents"><a href="${telHref}">${escapeHtml(business.phone.display)}</a><a href="${mailHref}">${escapeHtml(business.email)}</a></p>
</div></div>`;
  return { html: documentOf(language, { title: texts.estimate, body }), headers: headers() };
}
