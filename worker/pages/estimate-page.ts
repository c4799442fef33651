import { business, fullAddress, mailHref, telHref } from "../../src/config/business";
import { defaultSelection, estimateTotals, type Selection } from "../../src/lib/estimate-money";
import { estimatePageIds, estimatePageScript } from "../../src/lib/estimate-page";
import { type EstimateLanguage, estimateTexts } from "../../src/lib/estimate-texts";
import { requiredAcknowledgments } from "../../src/lib/estimates";
import { longDay, longInstant } from "../../src/lib/long-dates";
import type { EstimateDecisionBody } from "../../src/lib/schemas";
import type { CustomerEstimate } from "../domain/estimates/customer";
import type { PagedProblem, ProblemPage } from "../env";
import { decisionForms, pageData } from "./estimate-page-forms";
import { lineTables, totalsSummary } from "./estimate-page-lines";
import { estimatePageStyle } from "./estimate-page-style";
import { html, type Markup, raw } from "./markup";

/**
 * The customer's estimate as a page, rendered by the Worker: complete without JavaScript (reading,
 * choosing options, seeing the new total and approving are form posts), in the customer's language,
 * light and dark. Its script (src/browser/estimate-page.ts, an entry of the client build of its
 * own) adds the live total, the optional drawn signature and sending without a page load.
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
  text.split(/\n\s*\n/).map(
    (paragraph) =>
      html`<p>${paragraph
        .trim()
        .split("\n")
        .map((line, index) => (index === 0 ? line : html`<br>${line}`))}</p>`,
  );

const [logoWord, ...logoRest] = business.shortName.split(" ");

/** Links to the same page in each language; none where the page has no address of its own (a problem page). */
function languageLinks(language: EstimateLanguage, href: ((language: EstimateLanguage) => string) | null) {
  if (!href) return "";
  return html`<nav class="languages" aria-label="${estimateTexts[language].languageMenu}">${languages.map((other) =>
    other === language
      ? html`<a href="${href(other)}" aria-current="page" lang="${other}">${estimateTexts[other].languageName}</a>`
      : html`<a href="${href(other)}" lang="${other}" hreflang="${other}">${estimateTexts[other].languageName}</a>`,
  )}</nav>`;
}

function documentOf(
  language: EstimateLanguage,
  {
    title,
    body,
    languageHref = null,
  }: { title: string; body: Markup; languageHref?: ((language: EstimateLanguage) => string) | null },
): string {
  return String(html`<!doctype html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light dark">
<meta name="theme-color" content="#0f766e">
<meta name="robots" content="noindex">
<title>${title} | ${business.name}</title>
<link rel="icon" href="/icon.svg" type="image/svg+xml">
<style>${raw(estimatePageStyle)}</style>
<script type="module" src="${estimatePageScript}"></script>
</head>
<body>
<header>
<div class="strip"><div class="wrap">
<div class="reach"><a href="${telHref}">${business.phone.display}</a><a href="${mailHref}">${business.email}</a></div>
${languageLinks(language, languageHref)}
</div></div>
<div class="bar"><div class="wrap">
<a class="logo" href="/"><img src="/icon.svg" alt="" width="40" height="40"><span><strong>${logoWord ?? ""}</strong><small>${logoRest.join(" ")}</small><span class="sr-only">${business.name}</span></span></a>
</div></div>
</header>
<main id="main">
${body}
</main>
<footer class="site-footer"><div class="wrap">
<p><strong>${business.name}</strong></p>
<p>${fullAddress} · <a href="${telHref}">${business.phone.display}</a> · <a href="${mailHref}">${business.email}</a></p>
</div></footer>
</body>
</html>`);
}

/** The selection the page shows: what was agreed, else what the customer sent (a refused or updated form), else how it starts. */
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
  if ((typed?.action === "approve" || typed?.action === "update-total") && (typed.optional || typed.choices)) {
    return { optional: typed.optional ?? [], choices: { ...start.choices, ...typed.choices } };
  }
  return start;
}

/** What has happened to this revision: decided, expired, or replaced by a newer one. */
function statusNotices(
  estimate: CustomerEstimate,
  language: EstimateLanguage,
  { problem, focusDecision }: { problem: PagedProblem | undefined; focusDecision: boolean },
) {
  const texts = estimateTexts[language];
  const notices: Markup[] = [];
  // A problem with fields is listed at the top of its form instead.
  if (problem && Object.keys(problem.fields).length === 0)
    notices.push(html`<div class="notice problem" role="alert"><p>${problem.message}</p></div>`);
  if (estimate.newerRevision) {
    const { href, number } = estimate.newerRevision;
    notices.push(
      href
        ? html`<div class="notice"><p>${texts.newerRevision} <a href="${`${href}&lang=${language}`}">${texts.readNewerRevision}: ${number}</a></p></div>`
        : html`<div class="notice"><p>${texts.newerRevisionElsewhere}</p></div>`,
    );
  }
  const decided = (confirmation: string, detail: Markup | string) =>
    html`<div class="notice" id="${estimatePageIds.decisionStatus}" tabindex="-1"${focusDecision ? html` autofocus` : ""}><strong>${confirmation}</strong>${detail}</div>`;
  const quoted = (words: string | null) => (words ? html`<blockquote>${words}</blockquote>` : "");
  if (estimate.status === "approved" && estimate.approval) {
    const { signerName, signedAt } = estimate.approval;
    notices.push(
      decided(
        texts.approvedConfirmation,
        html`<p>${texts.approvedBy(signerName, longInstant(signedAt, language))}</p>${
          estimate.signedPdfHref ? html`<p><a href="${estimate.signedPdfHref}">${texts.downloadSignedPdf}</a></p>` : ""
        }`,
      ),
    );
  } else if (estimate.status === "declined") {
    notices.push(decided(texts.declinedConfirmation, quoted(estimate.declineReason)));
  } else if (estimate.status === "changes_requested") {
    notices.push(decided(texts.changesRequestedConfirmation, quoted(estimate.changeRequest)));
  } else if (estimate.status === "expired") {
    notices.push(html`<div class="notice problem"><p>${texts.expiredStatus}</p></div>`);
  }
  return notices;
}

export function estimatePage(
  estimate: CustomerEstimate,
  {
    language,
    problem,
    typed,
    focusDecision = false,
    job = null,
  }: {
    language: EstimateLanguage;
    problem?: PagedProblem;
    typed?: Partial<EstimateDecisionBody>;
    focusDecision?: boolean;
    /** The approved estimate's job, as worker/pages/job-progress.ts shows it. */
    job?: Markup | null;
  },
): ProblemPage {
  const texts = estimateTexts[language];
  const { document } = estimate;
  const selection = shownSelection(estimate, typed);
  // Once approved, only what was agreed: the options not chosen are no longer part of it.
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
    ? html`<h2>${texts.photos}</h2><div class="photos">${estimate.photos.map(
        (photo) =>
          html`<img src="${photo.url}" width="${photo.width}" height="${photo.height}" alt="${photo.originalName}" loading="lazy" decoding="async">`,
      )}</div>`
    : "";
  const earlier = estimate.earlierRevisions.length
    ? html`<h2>${texts.earlierRevisions}</h2><ul>${estimate.earlierRevisions.map(
        (revision) => html`<li><a href="${`${revision.href}&lang=${language}`}">${revision.number}</a></li>`,
      )}</ul>`
    : "";
  const lang = `&lang=${language}`;

  const body = html`<div class="hero"><div class="wrap">
<p class="eyebrow">${texts.estimate} ${estimate.number}</p>
<h1>${document.title}</h1>
${statusNotices(estimate, language, { problem, focusDecision })}
${job ?? ""}
<dl class="meta">${meta.map(([term, value]) => html`<div><dt>${term}</dt><dd>${value}</dd></div>`)}</dl>
${decidable ? html`<p class="hint">${texts.validUntilNote(longDay(document.expiresOn, language))}</p>` : ""}
</div></div>
<div class="wrap sheet">
${document.introduction ? html`<div class="terms">${paragraphs(document.introduction)}</div>` : ""}
${photos}
<h2 id="lines-start">${texts.estimate}</h2>
${decidable ? html`<p class="hint">${texts.startingTotalNote}</p>` : ""}
${lineTables(shownLines, language, { selection, decidable })}
${totalsSummary(estimate, language, totals)}
<h2>${texts.terms}</h2>
<div class="terms">${paragraphs(document.terms)}</div>
${decidable ? decisionForms(estimate, language, { required, totalCents: totals.totalCents, ...(problem ? { problem } : {}), ...(typed ? { typed } : {}) }) : ""}
<p class="documents"><a href="${estimate.pdfHref + lang}">${texts.downloadPdf}</a>${
    estimate.signedPdfHref ? html`<a href="${estimate.signedPdfHref + lang}">${texts.downloadSignedPdf}</a>` : ""
  }</p>
${earlier}
</div>
${decidable ? pageData(estimate, language) : ""}`;
  return {
    html: documentOf(language, { title: `${texts.estimate} ${estimate.number}`, body, languageHref: pageHref }),
    headers: headers(),
  };
}

/**
 * A link that opens nothing (wrong, revoked or ended), an expired decision, too many requests, a
 * stored copy that cannot be served: what happened and how to reach us.
 */
export function estimateProblemPage(problem: PagedProblem, language: EstimateLanguage): ProblemPage {
  const texts = estimateTexts[language];
  // A wrong link is said in the page's language; anything else as the refusal worded it.
  const message = problem.status === 404 ? texts.notFound : problem.message;
  const body = html`<div class="hero"><div class="wrap">
<p class="eyebrow">${texts.estimate}</p>
<h1>${message}</h1>
<p class="documents"><a href="${telHref}">${business.phone.display}</a><a href="${mailHref}">${business.email}</a></p>
</div></div>`;
  return { html: documentOf(language, { title: texts.estimate, body }), headers: headers() };
}
