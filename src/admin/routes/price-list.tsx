import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import type { PriceListItemInput } from "../../lib/desk-schemas";
import type { PriceListItem } from "../../lib/estimate-desk";
import { languageNamesForStaff, type PriceItemText, type TranslatedLanguage } from "../../lib/estimate-languages";
import { formatBasisPoints, formatCents, parseBasisPoints, parseCents } from "../../lib/estimate-money";
import { chatServices, quoteServices } from "../../lib/options";
import { fieldProblems, useChangePriceList, usePriceList } from "../api/estimate-settings";
import { useIsAdmin } from "../api/me";
import { ConfirmDialog, Dialog } from "../components/Dialog";
import { Field, problemProps } from "../components/Field";
import { PageHeader } from "../components/PageHeader";
import { ScrollRegion } from "../components/ScrollRegion";
import { Failed, Pending, Section } from "../components/Section";

/** /admin/price-list: the items staff pick from when writing an estimate. Admins keep the list; staff read it. */

const cell = "border-b border-slate-200 px-3 py-2 text-left align-top dark:border-slate-800";
const headCell = `${cell} font-semibold whitespace-nowrap text-slate-900 dark:text-white`;

const knownServices = [...quoteServices, ...chatServices].filter((service) => service !== "Other");

const priceWords = {
  badPrice: "Type the unit price in dollars, like 6.50.",
  badTax: "Type the tax rate as a percentage, like 10.25 (0 when there is none).",
};

const translatedLanguages: readonly TranslatedLanguage[] = ["es", "fr"];

/** What the item form holds: money and rates as the admin types them, parsed only on save. */
type ItemDraft = {
  name: string;
  description: string;
  /** The Spanish and French texts as typed; both empty means the item has none in that language yet. */
  translations: Record<TranslatedLanguage, PriceItemText>;
  unit: string;
  price: string;
  tax: string;
  service: string;
  active: boolean;
};

const noText: PriceItemText = { name: "", description: "" };

const emptyDraft: ItemDraft = {
  name: "",
  description: "",
  translations: { es: noText, fr: noText },
  unit: "",
  price: "",
  tax: "0",
  service: "",
  active: true,
};

const draftOf = (item: PriceListItem): ItemDraft => ({
  name: item.name,
  description: item.description,
  translations: { es: item.translations.es ?? noText, fr: item.translations.fr ?? noText },
  unit: item.unit,
  price: formatCents(item.unitPriceCents, "en"),
  tax: formatBasisPoints(item.taxBps, "en"),
  service: item.service ?? "",
  active: item.active,
});

/** Both fields left empty: no text in that language yet (the server says so if only one is). */
const translationOf = (text: PriceItemText): PriceItemText | null =>
  text.name.trim() === "" && text.description.trim() === "" ? null : text;

/** Which languages besides English an item has texts in, for the list. */
function languagesOf(item: PriceListItem): string {
  const also = translatedLanguages.filter((language) => item.translations[language] !== null);
  return also.length === 0 ? "English only" : `Also in ${also.map((language) => languageNamesForStaff[language]).join(" and ")}`;
}

/** The request body, or the fields the form itself can tell are wrong. */
function inputOf(draft: ItemDraft): { input: PriceListItemInput } | { problems: Record<string, string> } {
  const unitPriceCents = parseCents(draft.price);
  const taxBps = parseBasisPoints(draft.tax);
  if (unitPriceCents === null || taxBps === null) {
    return {
      problems: {
        ...(unitPriceCents === null ? { unitPriceCents: priceWords.badPrice } : {}),
        ...(taxBps === null ? { taxBps: priceWords.badTax } : {}),
      },
    };
  }
  return {
    input: {
      name: draft.name,
      description: draft.description,
      translations: {
        es: translationOf(draft.translations.es),
        fr: translationOf(draft.translations.fr),
      },
      unit: draft.unit,
      unitPriceCents,
      taxBps,
      service: draft.service.trim() || null,
      active: draft.active,
    },
  };
}

/** An item's name and description in Spanish or French: both, or neither until someone writes them. */
function TranslationFields({
  language,
  text,
  problems,
  onChange,
}: {
  language: TranslatedLanguage;
  text: PriceItemText;
  problems: Record<string, string>;
  onChange: (text: PriceItemText) => void;
}) {
  const id = useId();
  const languageName = languageNamesForStaff[language];
  return (
    <fieldset className="grid gap-3 rounded-xl border border-slate-200 p-3 dark:border-slate-800">
      <legend className="px-1 font-semibold text-slate-900 dark:text-white">In {languageName} (optional)</legend>
      <p className="text-sm text-slate-600 dark:text-slate-400">
        Estimates in {languageName} use these. Leave both empty until you have them: the desk then warns before such an estimate
        is sent with the English text.
      </p>
      {(["name", "description"] as const).map((field) => {
        const fieldId = `${id}-${field}`;
        const problem = problems[`translations.${language}.${field}`];
        return (
          <Field key={field} id={fieldId} label={`${languageName} ${field}`} problem={problem}>
            {field === "name" ? (
              <input
                id={fieldId}
                lang={language}
                autoComplete="off"
                value={text.name}
                onChange={(event) => onChange({ ...text, name: event.target.value })}
                className="field-input"
                {...problemProps(fieldId, problem)}
              />
            ) : (
              <textarea
                id={fieldId}
                lang={language}
                rows={3}
                value={text.description}
                onChange={(event) => onChange({ ...text, description: event.target.value })}
                className="field-input"
                {...problemProps(fieldId, problem)}
              />
            )}
          </Field>
        );
      })}
    </fieldset>
  );
}

/** The add or edit form, in a dialog. Problems show beside their fields; the first one takes focus. */
function ItemForm({ item, services, onDone }: { item: PriceListItem | null; services: string[]; onDone: () => void }) {
  const id = useId();
  const change = useChangePriceList();
  const [draft, setDraft] = useState<ItemDraft>(() => (item ? draftOf(item) : emptyDraft));
  const [localProblems, setLocalProblems] = useState<Record<string, string>>({});
  const form = useRef<HTMLFormElement>(null);
  const problems = { ...fieldProblems(change.error), ...localProblems };
  const problemCount = Object.keys(problems).length;

  useEffect(() => {
    if (problemCount > 0) form.current?.querySelector<HTMLElement>("[aria-invalid=true]")?.focus();
  }, [problemCount]);

  const set = (patch: Partial<ItemDraft>) => setDraft((current) => ({ ...current, ...patch }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = inputOf(draft);
    if ("problems" in parsed) {
      setLocalProblems(parsed.problems);
      return;
    }
    setLocalProblems({});
    change.mutate(
      item
        ? { kind: "update", id: item.id, item: { ...parsed.input, version: item.version } }
        : { kind: "add", item: parsed.input },
      { onSuccess: onDone },
    );
  };

  const text = (field: "name" | "unit", label: string, hint?: string) => (
    <Field id={`${id}-${field}`} label={label} hint={hint} problem={problems[field]}>
      <input
        id={`${id}-${field}`}
        value={draft[field]}
        onChange={(event) => set({ [field]: event.target.value })}
        autoComplete="off"
        className="field-input"
        {...problemProps(`${id}-${field}`, problems[field])}
      />
    </Field>
  );

  return (
    <form ref={form} onSubmit={submit} noValidate className="grid gap-3">
      {text("name", "Name")}
      <Field id={`${id}-description`} label="Description (as the customer reads it)" problem={problems.description}>
        <textarea
          id={`${id}-description`}
          rows={3}
          value={draft.description}
          onChange={(event) => set({ description: event.target.value })}
          className="field-input"
          {...problemProps(`${id}-description`, problems.description)}
        />
      </Field>
      {translatedLanguages.map((language) => (
        <TranslationFields
          key={language}
          language={language}
          text={draft.translations[language]}
          problems={problems}
          onChange={(text) => set({ translations: { ...draft.translations, [language]: text } })}
        />
      ))}
      <div className="grid gap-3 sm:grid-cols-3">
        {text("unit", "Unit", "sq ft, each, hour…")}
        <Field id={`${id}-price`} label="Unit price ($)" problem={problems.unitPriceCents}>
          <input
            id={`${id}-price`}
            inputMode="decimal"
            autoComplete="off"
            value={draft.price}
            onChange={(event) => set({ price: event.target.value })}
            className="field-input tabular-nums"
            {...problemProps(`${id}-price`, problems.unitPriceCents)}
          />
        </Field>
        <Field id={`${id}-tax`} label="Tax (%)" problem={problems.taxBps}>
          <input
            id={`${id}-tax`}
            inputMode="decimal"
            autoComplete="off"
            value={draft.tax}
            onChange={(event) => set({ tax: event.target.value })}
            className="field-input tabular-nums"
            {...problemProps(`${id}-tax`, problems.taxBps)}
          />
        </Field>
      </div>
      <Field
        id={`${id}-service`}
        label="Service (optional)"
        hint="Offered first on estimates for this service."
        problem={problems.service}
      >
        <input
          id={`${id}-service`}
          list={`${id}-services`}
          autoComplete="off"
          value={draft.service}
          onChange={(event) => set({ service: event.target.value })}
          className="field-input"
          {...problemProps(`${id}-service`, problems.service)}
        />
        <datalist id={`${id}-services`}>
          {services.map((service) => (
            <option key={service} value={service} />
          ))}
        </datalist>
      </Field>
      <label className="flex items-center gap-2">
        <input
          type="checkbox"
          checked={draft.active}
          onChange={(event) => set({ active: event.target.checked })}
          className="size-5"
        />
        Offer this item when writing estimates
      </label>
      {change.error && problemCount === 0 ? (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-red-900 dark:bg-red-950 dark:text-red-100">
          {change.error.message}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <button type="submit" className="btn-primary" disabled={change.isPending}>
          {item ? "Save item" : "Add item"}
        </button>
        <button type="button" className="btn-secondary" onClick={onDone}>
          Cancel
        </button>
      </div>
    </form>
  );
}

function RemoveItem({ item }: { item: PriceListItem }) {
  const change = useChangePriceList();
  const [confirm, setConfirm] = useState(false);
  return (
    <>
      <button type="button" className="btn-secondary min-h-9 px-3 py-1" onClick={() => setConfirm(true)}>
        Remove<span className="sr-only"> {item.name}</span>
      </button>
      <ConfirmDialog
        open={confirm}
        onClose={() => setConfirm(false)}
        title={`Remove ${item.name}?`}
        confirmLabel="Remove"
        pending={change.isPending}
        onConfirm={() => change.mutate({ kind: "remove", id: item.id }, { onSettled: () => setConfirm(false) })}
      >
        <p>
          Staff can no longer pick it for new estimates. Estimates already written keep their own copy of its price. To take it
          off the list for a while instead, edit it and untick “Offer this item”.
        </p>
      </ConfirmDialog>
    </>
  );
}

/** `null` while closed; "new" to add; an item's id to edit it. */
type Editing = null | "new" | string;

function ItemTable({ items, isAdmin, edit }: { items: PriceListItem[]; isAdmin: boolean; edit: (id: string) => void }) {
  const headings = ["Item", "Service", "Unit", "Unit price", "Tax", "Offered"];
  return (
    <ScrollRegion label="Price list items">
      <table className="w-full min-w-[44rem] text-sm">
        <thead>
          <tr>
            {headings.map((heading) => (
              <th key={heading} scope="col" className={headCell}>
                {heading}
              </th>
            ))}
            {isAdmin && (
              <th scope="col" className={headCell}>
                <span className="sr-only">Actions</span>
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <tr key={item.id}>
              <th scope="row" className={`${cell} font-normal`}>
                <span className="block font-semibold text-slate-900 dark:text-white">{item.name}</span>
                <span className="block text-slate-600 dark:text-slate-400">{item.description}</span>
                <span className="block text-xs text-slate-600 dark:text-slate-400">{languagesOf(item)}</span>
              </th>
              <td className={cell}>{item.service ?? "Any"}</td>
              <td className={cell}>{item.unit}</td>
              <td className={`${cell} whitespace-nowrap tabular-nums`}>{formatCents(item.unitPriceCents, "en")}</td>
              <td className={`${cell} tabular-nums`}>{formatBasisPoints(item.taxBps, "en")}</td>
              <td className={cell}>{item.active ? "Yes" : "No"}</td>
              {isAdmin && (
                <td className={cell}>
                  <div className="flex gap-2">
                    <button type="button" className="btn-secondary min-h-9 px-3 py-1" onClick={() => edit(item.id)}>
                      Edit<span className="sr-only"> {item.name}</span>
                    </button>
                    <RemoveItem item={item} />
                  </div>
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}

/** On a phone each item is a card: a seven-column table would hide the price off to the side. */
function ItemCards({ items, isAdmin, edit }: { items: PriceListItem[]; isAdmin: boolean; edit: (id: string) => void }) {
  return (
    <ul aria-label="Price list items" className="grid gap-3">
      {items.map((item) => (
        <li key={item.id} className="grid gap-1 rounded-xl border border-slate-200 p-3 dark:border-slate-800">
          <div className="flex items-baseline justify-between gap-3">
            <p className="min-w-0 font-semibold break-words text-slate-900 dark:text-white">{item.name}</p>
            <p className="shrink-0 text-right tabular-nums">
              <span className="font-semibold text-slate-900 dark:text-white">{formatCents(item.unitPriceCents, "en")}</span>
              <span className="text-sm text-slate-700 dark:text-slate-300"> / {item.unit}</span>
            </p>
          </div>
          <p className="text-sm text-slate-700 dark:text-slate-300">{item.description}</p>
          <p className="text-sm text-slate-600 dark:text-slate-400">
            {item.service ?? "Any service"} · tax {formatBasisPoints(item.taxBps, "en")} ·{" "}
            {item.active ? "offered" : "not offered"}
          </p>
          <p className="text-sm text-slate-600 dark:text-slate-400">{languagesOf(item)}</p>
          {isAdmin && (
            <div className="mt-1 flex gap-2">
              <button type="button" className="btn-secondary min-h-9 px-3 py-1" onClick={() => edit(item.id)}>
                Edit<span className="sr-only"> {item.name}</span>
              </button>
              <RemoveItem item={item} />
            </div>
          )}
        </li>
      ))}
    </ul>
  );
}

export function Component() {
  const items = usePriceList();
  const isAdmin = useIsAdmin();
  const [editing, setEditing] = useState<Editing>(null);
  const close = () => setEditing(null);
  const editedItem = editing && editing !== "new" ? items.data?.find((item) => item.id === editing) : undefined;
  /** Suggestions for an item's service: the site's services and those the list already uses. */
  const services = [
    ...new Set([...knownServices, ...(items.data ?? []).flatMap((item) => (item.service ? [item.service] : []))]),
  ].sort();
  return (
    <div className="grid gap-6">
      <PageHeader
        title="Price list"
        actions={
          isAdmin ? (
            <button type="button" className="btn-primary" onClick={() => setEditing("new")}>
              Add an item
            </button>
          ) : null
        }
      >
        The items staff pick from when writing an estimate. Each estimate line keeps its own copy of the price, so changing the
        list never changes an estimate already written.{isAdmin ? "" : " Only admins change the list."}
      </PageHeader>
      <Section title={items.data ? `Items (${items.data.length})` : "Items"}>
        {items.isPending ? (
          <Pending what="the price list" />
        ) : items.isError ? (
          <Failed error={items.error} retry={() => void items.refetch()} />
        ) : items.data.length === 0 ? (
          <p className="text-slate-700 dark:text-slate-300">
            The price list is empty.{isAdmin ? " Add the items your estimates use most." : ""}
          </p>
        ) : (
          <>
            <div className="md:hidden">
              <ItemCards items={items.data} isAdmin={isAdmin} edit={setEditing} />
            </div>
            <div className="hidden md:block">
              <ItemTable items={items.data} isAdmin={isAdmin} edit={setEditing} />
            </div>
          </>
        )}
      </Section>
      <Dialog
        open={editing !== null}
        onClose={close}
        title={editing === "new" ? "Add a price list item" : `Edit ${editedItem?.name ?? "item"}`}
      >
        {editing === "new" ? (
          <ItemForm key="new" item={null} services={services} onDone={close} />
        ) : editedItem ? (
          // Keyed by id only: after a stale save the list refreshes and the form keeps the admin's
          // edits, now against the current version (the message said what happened).
          <ItemForm key={editedItem.id} item={editedItem} services={services} onDone={close} />
        ) : editing !== null ? (
          <p role="alert">This item is no longer on the price list. Someone may have removed it.</p>
        ) : null}
      </Dialog>
    </div>
  );
}
