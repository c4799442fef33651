import { type FormEvent, useId, useState } from "react";
import { channelLabels } from "../../../lib/channels";
import { type ChannelSpend, sourcesMessages, spendChannels, spendMaxCents } from "../../../lib/sources";
import { problemText } from "../../api/client";
import { useSaveSpend, useSpend } from "../../api/sources";
import { formatDateTime } from "../../format";
import { Field, Problem, problemProps } from "../Field";
import { Section } from "../Section";

/** "1,250.5" → 125050; blank → null (no spend); anything else → undefined (not an amount). */
function centsOf(text: string): number | null | undefined {
  const plain = text.replaceAll(/[$,\s]/g, "");
  if (plain === "") return null;
  if (!/^\d+(\.\d{1,2})?$/.test(plain)) return undefined;
  const cents = Math.round(Number(plain) * 100);
  return cents <= spendMaxCents ? cents : undefined;
}

const dollarsOf = (cents: number | undefined) => (cents === undefined ? "" : (cents / 100).toFixed(2));

function SpendFields({ spend }: { spend: ChannelSpend }) {
  const id = useId();
  const save = useSaveSpend();
  const [problems, setProblems] = useState<Record<string, string>>({});
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const values = new FormData(event.currentTarget);
    const amounts: Partial<Record<(typeof spendChannels)[number], number | null>> = {};
    const found: Record<string, string> = {};
    for (const channel of spendChannels) {
      const cents = centsOf(String(values.get(channel) ?? ""));
      if (cents === undefined) found[channel] = sourcesMessages.amount;
      else amounts[channel] = cents;
    }
    setProblems(found);
    if (Object.keys(found).length === 0) save.mutate({ month: spend.month, amounts });
  };
  return (
    <form onSubmit={submit} noValidate className="grid gap-3">
      <div className="grid gap-3 sm:grid-cols-2">
        {spendChannels.map((channel) => (
          <Field key={channel} id={`${id}-${channel}`} label={`${channelLabels[channel]} ($)`} problem={problems[channel]}>
            <input
              id={`${id}-${channel}`}
              name={channel}
              inputMode="decimal"
              autoComplete="off"
              defaultValue={dollarsOf(spend.amounts[channel])}
              className="field-input"
              {...problemProps(`${id}-${channel}`, problems[channel])}
            />
          </Field>
        ))}
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <button type="submit" className="btn-primary" disabled={save.isPending}>
          Save spend
        </button>
        {spend.updatedAt && (
          <p className="text-sm text-slate-600 dark:text-slate-400">
            Last saved {formatDateTime(spend.updatedAt)} by {spend.updatedBy}
          </p>
        )}
      </div>
      {save.isError && <Problem id={`${id}-save`} problem={problemText(save.error)} />}
    </form>
  );
}

/**
 * What each channel cost in a month, entered by staff (ad invoices, directory fees). The screen
 * spreads a month's amount over its days, so a range covering part of a month carries that part.
 */
export function SpendForm({ initialMonth }: { initialMonth: string }) {
  const id = useId();
  const [month, setMonth] = useState(initialMonth);
  const spend = useSpend(month);
  return (
    <Section title="Monthly spend per channel">
      <p className="text-sm text-slate-700 dark:text-slate-300">
        Enter what each channel cost in a month; cost per lead and per won job appear once a month in the range has spend. Leave a
        channel blank for none.
      </p>
      <Field id={`${id}-month`} label="Month">
        <input
          id={`${id}-month`}
          type="month"
          value={month}
          onChange={(event) => event.target.value && setMonth(event.target.value)}
          className="field-input max-w-56"
        />
      </Field>
      {spend.isPending ? (
        <p className="text-slate-600 dark:text-slate-400">Loading…</p>
      ) : spend.isError ? (
        <p role="alert" className="text-red-700 dark:text-red-300">
          {problemText(spend.error)}
        </p>
      ) : (
        <SpendFields key={`${spend.data.month}-${spend.data.updatedAt}`} spend={spend.data} />
      )}
    </Section>
  );
}
