/**
 * Why the domain said no. Domain code throws a Refusal with a sentence a person can act on;
 * worker/http/problems.ts answers every kind with its one HTTP status. Routes never catch them.
 *
 * - not-found: the thing asked about does not exist (or is not yours to see).
 * - invalid: the request cannot be done as asked; `fields` says which inputs are wrong.
 * - conflict: the request clashes with the current state (a taken slot, a column with cards);
 *   `current` may carry what the client needs to recover (the next open slots).
 * - stale: the client edited an older version; `current` carries the record as it is now.
 * - gone: the thing existed but was removed or closed meanwhile (a deleted event, an expired estimate).
 * - forbidden: this staff member's role may not do it (only an admin changes the AI provider).
 * - unavailable: what was asked for exists but cannot be served as it must be (a stored document
 *   missing or altered): nothing is served, and the person is told whom to call.
 */
export type RefusalKind = "not-found" | "invalid" | "conflict" | "stale" | "gone" | "forbidden" | "unavailable";

type RefusalDetails = {
  /** Per input, the sentence to show beside it. */
  fields?: Record<string, string>;
  /** Merged into the JSON answer, e.g. `{ lead }` or `{ slots }`. */
  current?: Record<string, unknown>;
  /** A heading for the page a browser without JavaScript gets, when the generic one does not fit. */
  pageTitle?: string;
  /** The language the sentence is in, when the page around it should be in it too (a customer's link). */
  language?: "en" | "es" | "fr";
};

export class Refusal extends Error {
  readonly fields: Record<string, string>;
  readonly current: Record<string, unknown>;
  readonly pageTitle: string | undefined;
  readonly language: "en" | "es" | "fr" | undefined;

  constructor(
    readonly kind: RefusalKind,
    sentence: string,
    details: RefusalDetails = {},
  ) {
    super(sentence);
    this.name = "Refusal";
    this.fields = details.fields ?? {};
    this.current = details.current ?? {};
    this.pageTitle = details.pageTitle;
    this.language = details.language;
  }
}

export const notFound = (sentence: string) => new Refusal("not-found", sentence);

/** Invalid input; with `field`, the sentence is also shown beside that input. */
export const invalid = (sentence: string, field?: string) =>
  new Refusal("invalid", sentence, field ? { fields: { [field]: sentence } } : {});

export const conflict = (sentence: string, details: RefusalDetails = {}) => new Refusal("conflict", sentence, details);

export const stale = (sentence: string, current: Record<string, unknown> = {}) => new Refusal("stale", sentence, { current });

export const gone = (sentence: string, details: RefusalDetails = {}) => new Refusal("gone", sentence, details);

export const forbidden = (sentence: string) => new Refusal("forbidden", sentence);

export const unavailable = (sentence: string) => new Refusal("unavailable", sentence);
