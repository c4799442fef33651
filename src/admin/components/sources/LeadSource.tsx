import { channelLabels } from "../../../lib/channels";
import type { TouchView } from "../../../lib/sources";
import { problemText } from "../../api/client";
import { useLeadSource } from "../../api/sources";
import { formatDateTime } from "../../format";
import { Section } from "../Section";

/** One touch: its channel, source and campaign, where it landed, and the tags and click ids it came with. */
function TouchFacts({ title, touch }: { title: string; touch: TouchView }) {
  const facts: Array<[string, string]> = [
    ["Channel", channelLabels[touch.channel]],
    ["Source", touch.source],
    ...(touch.campaign ? ([["Campaign", touch.campaign]] as Array<[string, string]>) : []),
    ["Landing page", touch.landing],
    ...(touch.referrer ? ([["Referred by", touch.referrer]] as Array<[string, string]>) : []),
    ["When", formatDateTime(touch.at)],
    ...Object.entries(touch.tags).map(([name, value]): [string, string] => [name, value ?? ""]),
  ];
  return (
    <div className="grid gap-1">
      <h3 className="text-base">{title}</h3>
      <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
        {facts.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-slate-600 dark:text-slate-400">{label}</dt>
            <dd className="break-words text-slate-900 dark:text-white">{value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

/** A lead's page: where the lead came from (first and last touch) and the pages seen before it. */
export function LeadSource({ leadId }: { leadId: string }) {
  const source = useLeadSource(leadId);
  return (
    <Section title="Where this lead came from">
      {source.isPending ? (
        <p className="text-slate-600 dark:text-slate-400">Loading…</p>
      ) : source.isError ? (
        <p role="alert" className="text-red-700 dark:text-red-300">
          {problemText(source.error)}
        </p>
      ) : !source.data.recorded ? (
        <p className="text-slate-700 dark:text-slate-300">
          Not recorded: the visitor had Global Privacy Control or Do Not Track on, sent the form without JavaScript from a page
          that did not say, or the lead came before sources were recorded.
        </p>
      ) : (
        <>
          {source.data.first && <TouchFacts title="First touch" touch={source.data.first} />}
          {source.data.last &&
            (source.data.last.at === source.data.first?.at ? (
              <p className="text-sm text-slate-700 dark:text-slate-300">Last touch: the same visit as the first.</p>
            ) : (
              <TouchFacts title="Last touch" touch={source.data.last} />
            ))}
          <div className="grid gap-1">
            <h3 className="text-base">Pages seen before the lead ({source.data.pages.length})</h3>
            {source.data.pages.length === 0 ? (
              <p className="text-sm text-slate-700 dark:text-slate-300">None recorded.</p>
            ) : (
              <ol className="grid list-decimal gap-0.5 pl-6 text-sm">
                {source.data.pages.map((page) => (
                  <li key={`${page.at}-${page.path}`}>
                    <span className="font-mono break-all">{page.path}</span>{" "}
                    <span className="text-slate-600 dark:text-slate-400">{formatDateTime(page.at)}</span>
                  </li>
                ))}
              </ol>
            )}
          </div>
        </>
      )}
    </Section>
  );
}
