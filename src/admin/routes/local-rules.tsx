import { useId, useState } from "react";
import type { LocalRuleSave } from "../../lib/job-schemas";
import { jobFieldProblems, useLocalRules, useSaveLocalRule } from "../api/jobs";
import { useIsAdmin } from "../api/me";
import { PageHeader } from "../components/PageHeader";
import { Failed, Pending, Section } from "../components/Section";
import { formatDateTime } from "../format";

type Setting = NonNullable<ReturnType<typeof useLocalRules>["data"]>[number];

/**
 * One local rule: switched on or off for its municipality, and its text as the rules engine's data
 * (JSON), checked with the engine's schema when saved; every problem is listed by where it is.
 */
function LocalRule({ setting, admin }: { setting: Setting; admin: boolean }) {
  const id = useId();
  const save = useSaveLocalRule();
  const [text, setText] = useState(() => JSON.stringify(setting.rule, null, 2));
  const [unreadable, setUnreadable] = useState<string | null>(null);
  const problems = Object.entries(jobFieldProblems(save.error));
  const submit = (enabled: boolean) => {
    setUnreadable(null);
    let rule: unknown;
    try {
      rule = JSON.parse(text);
    } catch {
      setUnreadable("The rule is not valid JSON: check the commas, quotes and brackets.");
      return;
    }
    // The Worker checks it with the engine's schema; a problem comes back by its place in the rule.
    save.mutate({ version: setting.version, enabled, rule: rule as LocalRuleSave["rule"] });
  };
  return (
    <Section title={`${setting.rule.title} (${setting.rule.municipality ?? "everywhere"})`}>
      <p className="text-sm text-slate-700 dark:text-slate-300">
        {setting.enabled ? "Switched on: jobs in this municipality are checked against it." : "Switched off."} Version{" "}
        {setting.rule.version}
        {setting.updatedAt ? `, saved by ${setting.updatedBy} on ${formatDateTime(setting.updatedAt)}` : ", as shipped"}.
      </p>
      <p className="text-sm font-medium text-amber-900 dark:text-amber-200">{setting.rule.verifyNote}</p>
      <div>
        <label htmlFor={`${id}-rule`} className="field-label">
          The rule (JSON)
        </label>
        <textarea
          id={`${id}-rule`}
          className="field-input min-h-72 font-mono text-sm"
          spellCheck={false}
          readOnly={!admin}
          value={text}
          aria-describedby={problems.length || unreadable ? `${id}-problems` : undefined}
          onChange={(event) => setText(event.target.value)}
        />
      </div>
      {(unreadable || problems.length > 0 || save.error instanceof Error) && (
        <div
          id={`${id}-problems`}
          role="alert"
          className="rounded-lg bg-red-50 p-3 text-sm text-red-900 dark:bg-red-950 dark:text-red-100"
        >
          {unreadable ?? (problems.length === 0 && save.error instanceof Error ? save.error.message : "The rule was not saved:")}
          {problems.length > 0 && (
            <ul className="list-disc pl-5">
              {problems.map(([path, sentence]) => (
                <li key={path}>
                  {path.replace(/^rule\./, "")}: {sentence}
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
      {admin ? (
        <div className="flex flex-wrap gap-2">
          <button type="button" className="btn-primary" disabled={save.isPending} onClick={() => submit(setting.enabled)}>
            Save
          </button>
          <button type="button" className="btn-secondary" disabled={save.isPending} onClick={() => submit(!setting.enabled)}>
            {setting.enabled ? "Switch off" : "Switch on"}
          </button>
        </div>
      ) : (
        <p className="text-sm">Only an admin switches local rules on and edits them.</p>
      )}
    </Section>
  );
}

/** /admin/local-rules: permits and notices of a municipality, as admins keep them. */
export function Component() {
  const rules = useLocalRules();
  const admin = useIsAdmin();
  return (
    <div className="grid gap-6">
      <PageHeader title="Local permit rules">
        A local rule applies to jobs whose site facts name its municipality, once an admin switches it on. Check each with the
        agency before relying on it.
      </PageHeader>
      {rules.isPending ? (
        <Pending what="the local rules" />
      ) : rules.isError ? (
        <Failed error={rules.error} retry={() => void rules.refetch()} />
      ) : (
        rules.data.map((setting) => <LocalRule key={`${setting.rule.id}-${setting.version}`} setting={setting} admin={admin} />)
      )}
    </div>
  );
}
