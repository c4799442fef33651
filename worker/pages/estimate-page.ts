import { business, telHref } from "../../src/config/business";
import { escapeHtml } from "../../src/html/escape";
import {
  defaultSelection,
  estimateTotals,
  formatBasisPoints,
  formatCents,
  formatQuantity,
  type Selection,
} from "../../src/lib/estimate-money";
import { type EstimateLanguage, estimateTexts } from "../../src/lib/estimate-texts";
import { type EstimateLine, requiredAcknowledgments } from "../../src/lib/estimates";
import type { EstimateDecisionBody } from "../../src/lib/schemas";
import type { CustomerEstimate } from "../domain/estimates/customer";
import type { PagedProblem, ProblemPage } from "../env";

/**
 * The customer's estimate as a page, rendered by the Worker: complete without JavaScript (reading,
 * choosing options and approving are one form post), in the customer's language, light and dark.
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

const style = `
:root{color-scheme:light dark;--ink:#0f172a;--muted:#475569;--line:#e2e8f0;--paper:#fff;--soft:#f8fafc;--brand:#0f766e;--brand-ink:#fff;--bad:#b91c1c;--bad-soft:#fef2f2;--good-soft:#f0fdfa}
@media (prefers-color-scheme:dark){:root{--ink:#e2e8f0;--muted:#94a3b8;--line:#1e293b;--paper:#020617;--soft:#0f172a;--brand:#5eead4;--brand-ink:#042f2e;--bad:#fca5a5;--bad-soft:#450a0a;--good-soft:#042f2e}}
*{box-sizing:border-box}body{margin:0;font:1rem/1.55 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:var(--ink);background:var(--paper)}
a{color:var(--brand);font-weight:600}a:focus-visible,button:focus-visible,input:focus-visible,textarea:focus-visible{outline:3px solid var(--brand);outline-offset:2px}
.wrap{max-width:56rem;margin:0 auto;padding:1rem}
header.site{border-bottom:1px solid var(--line)}header.site .wrap{display:flex;flex-wrap:wrap;gap:.5rem 1.5rem;align-items:center;justify-content:space-between}
.brand{font-weight:800;font-size:1.1rem;color:var(--ink);text-decoration:none}.contact{color:var(--muted);font-size:.9rem}
nav.lang{display:flex;gap:.75rem;font-size:.9rem}nav.lang [aria-current]{color:var(--ink);text-decoration:none}
h1{font-size:1.6rem;line-height:1.25;margin:1rem 0 .25rem}h2{font-size:1.2rem;margin:2rem 0 .5rem}h3{font-size:1rem;margin:1.25rem 0 .5rem}
.meta{display:grid;grid-template-columns:repeat(auto-fit,minmax(12rem,1fr));gap:.75rem 1.5rem;margin:1rem 0;padding:1rem;background:var(--soft);border-radius:.75rem}
.meta dt{color:var(--muted);font-size:.85rem}.meta dd{margin:0;font-weight:600}
.box{border-left:4px solid var(--brand);padding:.75rem 1rem;background:var(--good-soft);border-radius:.25rem;margin:1rem 0}.problem{border-color:var(--bad);background:var(--bad-soft)}
.lines{width:100%;border-collapse:collapse;font-size:.95rem}.lines th,.lines td{padding:.5rem;border-bottom:1px solid var(--line);text-align:left;vertical-align:top}
.lines td.n,.lines th.n{text-align:right;white-space:nowrap}.lines caption{text-align:left;font-weight:700;padding:.5rem 0}
.kind{display:inline-block;font-size:.75rem;font-weight:700;text-transform:uppercase;letter-spacing:.04em;color:var(--muted)}
.pick{display:flex;gap:.5rem;align-items:flex-start}.pick input{width:1.25rem;height:1.25rem;margin-top:.15rem;flex:none}
fieldset{border:1px solid var(--line);border-radius:.75rem;padding:.75rem 1rem;margin:1rem 0}legend{font-weight:700;padding:0 .25rem}
.totals{margin:1.5rem 0 0 auto;max-width:24rem}.totals div{display:flex;justify-content:space-between;gap:1rem;padding:.25rem 0}
.totals .grand{font-size:1.2rem;font-weight:800;border-top:2px solid var(--ink);margin-top:.25rem;padding-top:.5rem}
.photos{display:grid;grid-template-columns:repeat(auto-fill,minmax(9rem,1fr));gap:.5rem}.photos img{width:100%;height:auto;border-radius:.5rem;aspect-ratio:4/3;object-fit:cover}
.terms p{margin:.5rem 0}label.field{display:block;font-weight:600;margin:.75rem 0 .25rem}.hint{color:var(--muted);font-size:.9rem;margin:.25rem 0}
input[type=text],textarea{width:100%;font:inherit;padding:.6rem .75rem;border:1px solid var(--muted);border-radius:.5rem;background:var(--paper);color:var(--ink)}
textarea{min-height:5rem}.error{color:var(--bad);font-weight:600}
button{font:inherit;font-weight:700;padding:.75rem 1.25rem;border-radius:.6rem;border:2px solid var(--brand);cursor:pointer;background:var(--paper);color:var(--brand);min-height:2.75rem}
button.primary{background:var(--brand);color:var(--brand-ink)}.actions{display:flex;flex-wrap:wrap;gap:.75rem;margin:1rem 0}
details{margin:1rem 0;border:1px solid var(--line);border-radius:.75rem;padding:.75rem 1rem}summary{font-weight:700;cursor:pointer}
footer.site{margin-top:3rem;border-top:1px solid var(--line);color:var(--muted);font-size:.9rem}
@media (max-width:40rem){.lines .unit,.lines .price{display:none}}
`;

const headers = (): Record<string, string> => ({
  "Content-Type": "text/html; charset=utf-8",
  "Content-Security-Policy":
    "default-src 'none'; style-src 'unsafe-inline'; img-src 'self'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'",
  "Cache-Control": "private, no-store",
  "Referrer-Policy": "no-referrer",
  "X-Robots-Tag": "noindex",
});

const longDate = (language: EstimateLanguage, iso: string, withTime = false) =>
  new Intl.DateTimeFormat(language, {
    dateStyle: "long",
    ...(withTime ? { timeStyle: "short" } : {}),
    timeZone: withTime ? business.timeZone : "UTC",
  }).format(new Date(iso.length === 10 ? `${iso}T00:00:00Z` : iso));

function documentOf(language: EstimateLanguage, title: string, body: string): string {
  const texts = estimateTexts[language];
  return `<!doctype html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} | ${escapeHtml(business.name)}</title>
<style>${style}</style>
</head>
<body>
<header class="site"><div class="wrap">
<a class="brand" href="/">${escapeHtml(business.name)}</a>
<span class="contact"><a href="${telHref}">${escapeHtml(business.phone.display)}</a> · ${escapeHtml(business.email)}</span>
</div></header>
<main class="wrap" id="main">
${body}
</main>
<footer class="site"><div class="wrap">
<p>${escapeHtml(business.name)} · ${escapeHtml(`${business.address.street}, ${business.address.city}, ${business.address.state} ${business.address.zip}`)}</p>
<p>${escapeHtml(texts.languageName)}</p>
</div></footer>
</body>
</html>`;
}

const languageLinks = (estimate: CustomerEstimate, current: EstimateLanguage) =>
  `<nav class="lang" aria-label="Language">${languages
    .map((language) => {
      const href = `/estimates/${estimate.token}?revision=${estimate.revision}&lang=${language}`;
      return language === current
        ? `<a href="${href}" aria-current="page" lang="${language}">${escapeHtml(estimateTexts[language].languageName)}</a>`
        : `<a href="${href}" lang="${language}" hreflang="${language}">${escapeHtml(estimateTexts[language].languageName)}</a>`;
    })
    .join("")}</nav>`;

/** The selection the page shows: what the customer sent (a refused form post), else how the estimate starts. */
function shownSelection(lines: EstimateLine[], typed: Partial<EstimateDecisionBody> | undefined): Selection {
  if (typed?.action === "approve" && (typed.optional || typed.choices)) {
    return {
      ...defaultSelection(lines),
      optional: typed.optional ?? [],
      choices: { ...defaultSelection(lines).choices, ...typed.choices },
    };
  }
  return defaultSelection(lines);
}

function lineRows(
  lines: EstimateLine[],
  language: EstimateLanguage,
  { selection, decidable, formId }: { selection: Selection; decidable: boolean; formId: string },
) {
  const texts = estimateTexts[language];
  const money = (cents: number) => escapeHtml(formatCents(cents, language));
  const amount = (line: EstimateLine) =>
    formatCents(
      estimateTotals([line], { optional: [line.id], choices: line.group ? { [line.group]: line.id } : {} }, null, null)
        .subtotalCents,
      language,
    );
  const cells = (line: EstimateLine, description: string) =>
    `<td>${description}${line.taxBps > 0 ? `<div class="hint">${escapeHtml(texts.taxed(formatBasisPoints(line.taxBps, language)))}</div>` : ""}</td>
<td class="n">${escapeHtml(formatQuantity(line.quantityThousandths, language))}</td><td class="unit">${escapeHtml(line.unit)}</td>
<td class="n price">${money(line.unitPriceCents)}</td><td class="n">${escapeHtml(amount(line))}</td>`;
  const head = `<thead><tr><th scope="col">${escapeHtml(texts.columns.description)}</th><th scope="col" class="n">${escapeHtml(texts.columns.quantity)}</th><th scope="col" class="unit">${escapeHtml(texts.columns.unit)}</th><th scope="col" class="n price">${escapeHtml(texts.columns.unitPrice)}</th><th scope="col" class="n">${escapeHtml(texts.columns.amount)}</th></tr></thead>`;

  const sections = new Map<string, EstimateLine[]>();
  for (const line of lines)
    sections.set(line.section ?? texts.generalSection, [...(sections.get(line.section ?? texts.generalSection) ?? []), line]);
  return [...sections]
    .map(([section, sectionLines]) => {
      const rows: string[] = [];
      const groupsDone = new Set<string>();
      for (const line of sectionLines) {
        if (line.kind === "required") {
          rows.push(`<tr>${cells(line, escapeHtml(line.description))}</tr>`);
        } else if (line.kind === "optional") {
          const checked = selection.optional.includes(line.id) ? " checked" : "";
          const control = decidable
            ? `<label class="pick"><input type="checkbox" name="optional" value="${escapeHtml(line.id)}" form="${formId}"${checked} data-line="${escapeHtml(line.id)}"><span><span class="kind">${escapeHtml(texts.optional)}</span><br>${escapeHtml(line.description)}</span></label>`
            : `<span class="kind">${escapeHtml(texts.optional)}</span><br>${escapeHtml(line.description)}`;
          rows.push(`<tr>${cells(line, control)}</tr>`);
        } else if (line.group && !groupsDone.has(line.group)) {
          groupsDone.add(line.group);
          const members = sectionLines.filter((member) => member.kind === "choice" && member.group === line.group);
          const label = escapeHtml(line.groupLabel ?? texts.chooseOne);
          rows.push(
            `<tr><th scope="rowgroup" colspan="5" id="group-${escapeHtml(line.group)}">${label} <span class="kind">${escapeHtml(texts.chooseOne)}</span></th></tr>`,
          );
          for (const member of members) {
            const checked = selection.choices[line.group] === member.id ? " checked" : "";
            const control = decidable
              ? `<label class="pick"><input type="radio" name="choice:${escapeHtml(line.group)}" value="${escapeHtml(member.id)}" form="${formId}"${checked} aria-describedby="group-${escapeHtml(line.group)}" data-line="${escapeHtml(member.id)}"><span>${escapeHtml(member.description)}</span></label>`
              : escapeHtml(member.description);
            rows.push(`<tr>${cells(member, control)}</tr>`);
          }
        }
      }
      return `<table class="lines"><caption>${escapeHtml(section)}</caption>${head}<tbody>${rows.join("")}</tbody></table>`;
    })
    .join("");
}

function totalsBlock(estimate: CustomerEstimate, language: EstimateLanguage, selection: Selection) {
  const texts = estimateTexts[language];
  const { document } = estimate;
  const totals = estimate.approval?.totals ?? estimateTotals(document.lines, selection, document.discount, document.deposit);
  const money = (cents: number) => escapeHtml(formatCents(cents, language));
  const row = (label: string, cents: number, name: string, extra = "") =>
    `<div${extra}><span>${escapeHtml(label)}</span><span data-total="${name}">${money(cents)}</span></div>`;
  const discountLabel =
    document.discount?.kind === "percent"
      ? texts.discountPercent(formatBasisPoints(document.discount.bps, language))
      : texts.discount;
  const depositLabel =
    document.deposit?.kind === "percent"
      ? texts.depositPercent(formatBasisPoints(document.deposit.bps, language))
      : texts.deposit;
  return `<div class="totals" aria-live="polite" aria-atomic="true">
${row(texts.subtotal, totals.subtotalCents, "subtotal")}
${document.discount ? row(discountLabel, -totals.discountCents, "discount") : ""}
${row(texts.tax, totals.taxCents, "tax")}
${row(estimate.approval ? texts.total : texts.yourTotal, totals.totalCents, "total", ' class="grand"')}
${document.deposit ? `${row(depositLabel, totals.depositCents, "deposit")}${row(texts.balance, totals.balanceCents, "balance")}` : ""}
</div>`;
}

const paragraphs = (text: string) =>
  text
    .split(/\n\s*\n/)
    .map((paragraph) => `<p>${escapeHtml(paragraph.trim()).replaceAll("\n", "<br>")}</p>`)
    .join("");

function statusNotice(estimate: CustomerEstimate, language: EstimateLanguage) {
  const texts = estimateTexts[language];
  const notices: string[] = [];
  if (estimate.newerRevision) {
    notices.push(
      estimate.newerRevision.href
        ? `<div class="box" role="status"><p>${escapeHtml(texts.newerRevision)} <a href="${escapeHtml(`${estimate.newerRevision.href}&lang=${language}`)}">${escapeHtml(texts.readNewerRevision)}: ${escapeHtml(estimate.newerRevision.number)}</a></p></div>`
        : `<div class="box" role="status"><p>${escapeHtml(texts.newerRevisionElsewhere)}</p></div>`,
    );
  }
  const status = {
    approved: estimate.approval
      ? texts.approvedBy(estimate.approval.signerName, longDate(language, estimate.approval.signedAt, true))
      : "",
    declined: texts.declinedStatus,
    changes_requested: texts.changesRequestedStatus,
    expired: texts.expiredStatus,
  }[estimate.status as "approved" | "declined" | "changes_requested" | "expired"];
  if (status) notices.push(`<div class="box" role="status"><p>${escapeHtml(status)}</p></div>`);
  return notices.join("");
}

export function estimatePage(
  estimate: CustomerEstimate,
  { language, problem, typed }: { language: EstimateLanguage; problem?: PagedProblem; typed?: Partial<EstimateDecisionBody> },
): ProblemPage {
  const texts = estimateTexts[language];
  const { document } = estimate;
  const selection = estimate.approval
    ? {
        optional: estimate.approval.chosenLineIds,
        choices: Object.fromEntries(
          document.lines
            .filter((line) => line.group && estimate.approval?.chosenLineIds.includes(line.id))
            .map((line) => [line.group, line.id]),
        ),
      }
    : shownSelection(document.lines, typed);
  const shownLines = estimate.approval
    ? document.lines.filter((line) => estimate.approval?.chosenLineIds.includes(line.id))
    : document.lines;
  const decidable = estimate.canDecide;
  const formId = "approve";
  const total = estimateTotals(document.lines, selection, document.discount, document.deposit).totalCents;
  const acknowledgments = requiredAcknowledgments({ totalCents: total, yearBuilt: document.yearBuilt });
  const typedApproval = typed?.action === "approve" ? typed : undefined;
  const fieldError = (field: string) =>
    problem?.fields[field] ? `<p class="error" id="${field}-error">${escapeHtml(problem.fields[field] as string)}</p>` : "";
  const hidden = `<input type="hidden" name="revision" value="${estimate.revision}"><input type="hidden" name="language" value="${language}">`;
  const action = `/estimates/${estimate.token}/decision`;

  const decision = decidable
    ? `<section aria-labelledby="sign-heading">
<h2 id="sign-heading">${escapeHtml(texts.acknowledgmentsHeading)}</h2>
<form id="${formId}" method="post" enctype="multipart/form-data" action="${action}">
${hidden}
${fieldError("selection")}
<fieldset><legend>${escapeHtml(texts.acknowledgmentsHeading)}</legend>
${acknowledgments
  .map(
    (id) =>
      `<label class="pick"><input type="checkbox" name="acknowledgment" value="${id}" required${typedApproval?.acknowledgments?.includes(id) ? " checked" : ""}><span>${escapeHtml(texts.acknowledgments[id])}</span></label>`,
  )
  .join("")}
${fieldError("acknowledgments")}
</fieldset>
<h3>${escapeHtml(texts.signature)}</h3>
<label class="field" for="signer-name">${escapeHtml(texts.signerName)}</label>
<p class="hint" id="signer-name-hint">${escapeHtml(texts.signerNameHint)}</p>
<input type="text" id="signer-name" name="signerName" autocomplete="name" required maxlength="200" aria-describedby="signer-name-hint${problem?.fields.signerName ? " signerName-error" : ""}" value="${escapeHtml(typedApproval?.signerName ?? "")}">
${fieldError("signerName")}
<div class="actions"><button class="primary" type="submit" name="action" value="approve">${escapeHtml(texts.approve)}</button></div>
</form>
<details><summary>${escapeHtml(texts.requestChanges)}</summary>
<form method="post" enctype="multipart/form-data" action="${action}">${hidden}
<label class="field" for="change-request">${escapeHtml(texts.changeRequest)}</label>
<textarea id="change-request" name="request" required maxlength="4000">${escapeHtml(typed?.action === "request-changes" ? (typed.request ?? "") : "")}</textarea>
${fieldError("request")}
<div class="actions"><button type="submit" name="action" value="request-changes">${escapeHtml(texts.requestChanges)}</button></div>
</form></details>
<details><summary>${escapeHtml(texts.decline)}</summary>
<form method="post" enctype="multipart/form-data" action="${action}">${hidden}
<label class="field" for="decline-reason">${escapeHtml(texts.declineReason)}</label>
<textarea id="decline-reason" name="reason" maxlength="2000">${escapeHtml(typed?.action === "decline" ? (typed.reason ?? "") : "")}</textarea>
<div class="actions"><button type="submit" name="action" value="decline">${escapeHtml(texts.decline)}</button></div>
</form></details>
</section>`
    : "";

  const meta = [
    [texts.number, estimate.number],
    [texts.issuedOn, longDate(language, document.issuedOn)],
    [texts.validUntil, longDate(language, document.expiresOn)],
    [texts.preparedFor, document.customer.name],
    ...(document.customer.address ? [[texts.jobSite, document.customer.address]] : []),
    [texts.service, document.service],
  ];
  const body = `${languageLinks(estimate, language)}
<h1>${escapeHtml(texts.estimate)} ${escapeHtml(estimate.number)}: ${escapeHtml(document.title)}</h1>
${problem ? `<div class="box problem" role="alert"><p>${escapeHtml(problem.message)}</p></div>` : ""}
${statusNotice(estimate, language)}
<dl class="meta">${meta.map(([term, value]) => `<div><dt>${escapeHtml(term as string)}</dt><dd>${escapeHtml(value as string)}</dd></div>`).join("")}</dl>
${decidable ? `<p class="hint">${escapeHtml(texts.validUntilNote(longDate(language, document.expiresOn)))}</p>` : ""}
${document.introduction ? paragraphs(document.introduction) : ""}
${
  estimate.photos.length
    ? `<h2>${escapeHtml(texts.photos)}</h2><div class="photos">${estimate.photos
        .map(
          (photo) =>
            `<img src="${escapeHtml(photo.url)}" width="${photo.width}" height="${photo.height}" alt="${escapeHtml(photo.originalName)}" loading="lazy" decoding="async">`,
        )
        .join("")}</div>`
    : ""
}
<h2>${escapeHtml(texts.estimate)}</h2>
${decidable ? `<p class="hint">${escapeHtml(texts.startingTotalNote)}</p>` : ""}
${lineRows(shownLines, language, { selection, decidable, formId })}
${totalsBlock(estimate, language, selection)}
<h2>${escapeHtml(texts.terms)}</h2>
<div class="terms">${paragraphs(document.terms)}</div>
${decision}
<p><a href="${escapeHtml(estimate.pdfHref)}">${escapeHtml(texts.downloadPdf)}</a>${
    estimate.signedPdfHref ? ` · <a href="${escapeHtml(estimate.signedPdfHref)}">${escapeHtml(texts.downloadSignedPdf)}</a>` : ""
  }</p>
${
  estimate.earlierRevisions.length
    ? `<h2>${escapeHtml(texts.earlierRevisions)}</h2><ul>${estimate.earlierRevisions
        .map(
          (revision) =>
            `<li><a href="${escapeHtml(`${revision.href}&lang=${language}`)}">${escapeHtml(revision.number)}</a></li>`,
        )
        .join("")}</ul>`
    : ""
}`;
  return { html: documentOf(language, `${texts.estimate} ${estimate.number}`, body), headers: headers() };
}

/** A link that opens nothing (wrong or withdrawn), an expired decision, too many requests: what happened and how to reach us. */
export function estimateProblemPage(problem: PagedProblem, language: EstimateLanguage): ProblemPage {
  const texts = estimateTexts[language];
  // The link's own problems are said in the page's language; anything else as the refusal worded it.
  const message = problem.status === 404 ? texts.notFound : problem.status === 410 ? texts.expired : problem.message;
  const body = `<h1>${escapeHtml(texts.estimate)}</h1>
<div class="box problem" role="alert"><p>${escapeHtml(message)}</p></div>
<p><a href="${telHref}">${escapeHtml(business.phone.display)}</a> · <a href="mailto:${escapeHtml(business.email)}">${escapeHtml(business.email)}</a></p>`;
  return { html: documentOf(language, texts.estimate, body), headers: headers() };
}
