import { type JobLanguage, jobTexts, renovateRightUrl } from "../../src/lib/job-texts";
import { longDay } from "../../src/lib/long-dates";
import type { CustomerJob } from "../domain/jobs/customer";
import { html, type Markup } from "./markup";

/**
 * The job on the customer's estimate page: where it stands, the closeout packet once made, and
 * (when needed) the Renovate Right acknowledgment as a plain form post. Escaped by construction.
 */

export const pamphletProblemId = "pamphlet-problem";

export function jobProgress(
  job: CustomerJob,
  language: JobLanguage,
  { token, revision, problem }: { token: string; revision: number; problem?: string | null },
): Markup {
  const texts = jobTexts[language];
  const steps = html`<ol aria-label="${texts.progressHeading}">${job.steps.map(
    (step) =>
      html`<li><span aria-hidden="true">${step.reached ? "✓" : "○"}</span> ${step.label}<span class="sr-only">: ${step.reached ? texts.reached : texts.notYet}</span></li>`,
  )}</ol>`;
  const packet =
    job.packet === "ready"
      ? html`<p class="documents"><a href="/estimates/${token}/closeout.pdf?lang=${language}">${texts.packetLink}</a></p>`
      : job.packet === "pending"
        ? html`<p class="hint">${texts.packetPending}</p>`
        : "";
  return html`<section class="notice" aria-labelledby="job-heading" id="job">
<h2 id="job-heading">${texts.progressHeading} ${job.number}</h2>
<p>${job.progress}</p>
${job.state === "cancelled" ? "" : steps}
${packet}
${job.pamphlet ? pamphletForm(language, { token, revision, start: job.pamphlet.start, problem: problem ?? null }) : ""}
</section>`;
}

function pamphletForm(
  language: JobLanguage,
  { token, revision, start, problem }: { token: string; revision: number; start: string; problem: string | null },
) {
  const texts = jobTexts[language].pamphlet;
  const described = problem ? html` aria-describedby="${pamphletProblemId}" aria-invalid="true"` : "";
  return html`<form method="post" enctype="multipart/form-data" action="/estimates/${token}/pamphlet" aria-labelledby="pamphlet-heading">
<h3 id="pamphlet-heading">${texts.heading}</h3>
<p>${texts.intro(longDay(start, language))} <a href="${renovateRightUrl}" rel="noreferrer">${texts.read}</a></p>
<input type="hidden" name="revision" value="${revision}"><input type="hidden" name="language" value="${language}">
${problem ? html`<p class="error" role="alert" id="${pamphletProblemId}">${problem}</p>` : ""}
<label class="pick"><input type="checkbox" name="received" value="yes" required${described}><span>${texts.confirm}</span></label>
<label class="field-label" for="pamphlet-name">${texts.name}</label>
<input class="field-input" type="text" id="pamphlet-name" name="signerName" autocomplete="name" required minlength="2" maxlength="200"${described}>
<div class="actions"><button class="button secondary" type="submit">${texts.submit}</button></div>
</form>`;
}
