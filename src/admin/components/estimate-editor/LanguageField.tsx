import type { EstimateDetail } from "../../../lib/estimate-desk";
import { languageNamesForStaff, languageProblems, translateDraft } from "../../../lib/estimate-languages";
import { estimateLanguages } from "../../../lib/estimates";
import { useEstimateSettings, usePriceList } from "../../api/estimate-settings";
import type { EstimateForm } from "../../estimate-form";
import { Field, problemProps } from "../Field";
import type { EstimateDraftState } from "./useEstimateDraft";

/**
 * The customer's language. Choosing one translates every text staff did not type themselves (the
 * default title and terms, the service's name, units, price list texts) into it; what is still
 * known to be in another language is listed under the menu as staff work.
 */
export function LanguageField({ estimate, draft }: { estimate: EstimateDetail; draft: EstimateDraftState }) {
  const settings = useEstimateSettings();
  const priceList = usePriceList();
  const { form, errors, change } = draft;
  const known = settings.data && priceList.data ? { terms: settings.data.terms, priceList: priceList.data } : null;
  const problems = known ? languageProblems(form, known) : estimate.languageProblems;
  // Switching before the known texts have come would translate nothing; if they cannot come, it only changes the language.
  const ready = known !== null || settings.isError || priceList.isError;
  const choose = (language: EstimateForm["language"]) =>
    change(known ? translateDraft({ ...form }, language, known) : { language });
  return (
    <Field id="estimate-language" label="Customer's language" problem={errors["estimate-language"]}>
      <select
        id="estimate-language"
        {...problemProps("estimate-language", errors["estimate-language"])}
        aria-describedby={problems.length > 0 ? "estimate-language-problems" : undefined}
        value={form.language}
        disabled={!ready}
        onChange={(event) => choose(event.target.value as EstimateForm["language"])}
        className="field-input"
      >
        {estimateLanguages.map((language) => (
          <option key={language} value={language}>
            {languageNamesForStaff[language]}
          </option>
        ))}
      </select>
      {problems.length > 0 && (
        <div id="estimate-language-problems" role="status" className="mt-2 text-sm text-amber-900 dark:text-amber-200">
          <p className="font-semibold">Not yet in {languageNamesForStaff[form.language]}:</p>
          <ul className="list-disc pl-5">
            {problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        </div>
      )}
    </Field>
  );
}
