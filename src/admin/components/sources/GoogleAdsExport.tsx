import { useId, useState } from "react";
import { googleAdsExport } from "../../../lib/sources";
import { googleAdsCsvUrl } from "../../api/sources";
import { Field } from "../Field";
import { Section } from "../Section";

/**
 * The file Google Ads imports as offline conversions from clicks: the won leads that came with a
 * Google click id, so the ads learn which clicks became jobs.
 */
export function GoogleAdsExport({ from, to }: { from: string; to: string }) {
  const id = useId();
  const [name, setName] = useState<string>(googleAdsExport.defaultConversionName);
  const conversionName = name.trim() || googleAdsExport.defaultConversionName;
  return (
    <Section title="Google Ads: won jobs from ad clicks">
      <p className="text-sm text-slate-700 dark:text-slate-300">
        The leads that came from a Google ad click and were won between {from} and {to} (their first approved estimate), one
        conversion each, worth their approved estimates. In Google Ads, create a conversion action of the type “Import from
        clicks” with this name, then upload the file under Goals → Conversions → Uploads.
      </p>
      <Field id={`${id}-name`} label="Conversion name in Google Ads">
        <input
          id={`${id}-name`}
          value={name}
          maxLength={googleAdsExport.conversionNameChars}
          onChange={(event) => setName(event.target.value)}
          className="field-input"
        />
      </Field>
      <a href={googleAdsCsvUrl({ from, to, conversionName })} download className="btn-secondary justify-self-start">
        Download the conversions (CSV)
      </a>
    </Section>
  );
}
