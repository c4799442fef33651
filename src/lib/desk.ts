import type { EstimateDashboard } from "./estimate-desk";

/**
 * The staff desk's vocabulary and the shapes of the /api/admin JSON, shared by the Worker (which
 * produces them) and the desk (which shows them). Types and plain constants only: no zod, no I/O.
 * What the API accepts is in desk-schemas/ (a file per area).
 */

export const leadStatuses = ["new", "contacted", "estimate_scheduled", "quoted", "won", "lost"] as const;
export type LeadStatus = (typeof leadStatuses)[number];
export const leadStatusLabels: Record<LeadStatus, string> = {
  new: "New",
  contacted: "Contacted",
  estimate_scheduled: "Estimate scheduled",
  quoted: "Quoted",
  won: "Won",
  lost: "Lost",
};

export const leadPriorities = ["low", "normal", "high"] as const;
export type LeadPriority = (typeof leadPriorities)[number];
export const leadPriorityLabels: Record<LeadPriority, string> = { low: "Low", normal: "Normal", high: "High" };

export const leadSources = ["quote-form", "home-form", "embedded-widget", "chatbot", "booking"] as const;
export type LeadSource = (typeof leadSources)[number];
export const leadSourceLabels: Record<LeadSource, string> = {
  "quote-form": "Quote form",
  "home-form": "Home page form",
  "embedded-widget": "Embedded widget",
  chatbot: "Chatbot",
  booking: "Online booking",
};

export const forwardStatuses = ["pending", "queued", "forwarded", "not_forwarded", "failed", "spam"] as const;
export type ForwardStatus = (typeof forwardStatuses)[number];

export const staffRoles = ["admin", "staff"] as const;
/** Admins run the business (staff, boards, deletion, settings); staff work the leads. */
export type StaffRole = (typeof staffRoles)[number];

/** What happened to a lead, one row of lead_events each. */
export const leadEventKinds = [
  "created",
  "status_changed",
  "column_moved",
  "priority_changed",
  "assigned",
  "note",
  "spam_marked",
  "spam_cleared",
  "forward_attempt",
  "forward_abandoned",
  "forward_retried",
  "event_scheduled",
  "event_moved",
  "event_removed",
  "estimate_created",
  "estimate_sent",
  "estimate_viewed",
  "estimate_approved",
  "estimate_declined",
  "estimate_changes_requested",
  "estimate_withdrawn",
  "estimate_expired",
  "estimate_reminder",
  "estimate_email",
  "estimate_deleted",
  "estimate_links_revoked",
  "estimate_link_sent",
  "estimate_approval_refused",
  "job_created",
  "job_scheduled",
  "job_state_changed",
  "job_facts_changed",
  "job_recorded",
  "job_closeout",
  "job_review_request",
] as const;
export type LeadEventKind = (typeof leadEventKinds)[number];

export type StaffMember = {
  email: string;
  name: string | null;
  role: StaffRole;
  active: boolean;
  createdAt: string;
};

/** The signed-in member, from GET /api/admin/me. */
export type Me = { email: string; name: string | null; role: StaffRole };

/** One row of the inbox. */
export type LeadRow = {
  id: string;
  name: string;
  email: string | null;
  phone: string | null;
  city: string | null;
  service: string;
  source: LeadSource;
  status: LeadStatus;
  priority: LeadPriority;
  assignee: string | null;
  photoCount: number;
  isSpam: boolean;
  forwardStatus: ForwardStatus;
  createdAt: string;
  version: number;
};

export type TranscriptEntry = { from: "bot" | "visitor"; text: string; at: string };

export type LeadDetail = LeadRow & {
  timeline: string | null;
  description: string | null;
  address: string | null;
  state: string | null;
  zipCode: string | null;
  propertyType: string | null;
  spamReason: string | null;
  columnId: string | null;
  transcript: TranscriptEntry[] | null;
  clientSubmittedAt: string | null;
  updatedAt: string;
};

/** A stored photo, served only to staff through the desk's API. */
export const deskPhotoUrl = (photoId: string) => `/api/admin/photos/${photoId}`;

export type LeadPhoto = {
  id: string;
  originalName: string;
  contentType: string;
  sizeBytes: number;
  width: number;
  height: number;
  /** Served only through /api/admin, e.g. /api/admin/photos/{id}. */
  url: string;
  /** Its record is here but its file is not in storage (R2): the desk says so instead of showing it. */
  fileMissing: boolean;
};

export type LeadEvent = {
  id: number;
  kind: LeadEventKind;
  channel: string | null;
  outcome: string | null;
  attempt: number | null;
  detail: string | null;
  /** Staff e-mail, or "system". */
  actor: string;
  createdAt: string;
};

export type BoardSummary = { id: string; name: string };

export type BoardCard = {
  id: string;
  name: string;
  service: string;
  city: string | null;
  priority: LeadPriority;
  photoCount: number;
  createdAt: string;
  position: number;
  version: number;
};

export type BoardColumn = {
  id: string;
  name: string;
  position: number;
  /** The lead status this column stands for, if any: moving a card here sets it. */
  status: LeadStatus | null;
  /** The column's first cards in board order (see boardLimitsParam). */
  cards: BoardCard[];
  /** Every card in the column, shown or not, counted up to boardCountCap. */
  total: number;
  /** More than boardCountCap cards: the desk says "1,000+". */
  totalCapped: boolean;
};

export type Board = BoardSummary & { columns: BoardColumn[] };

/** Every error from /api/admin, as from the public API: a sentence, and per-field sentences. */
export type DeskProblem = { error: string; fields?: Record<string, string> };

// ------------------------------------------------------------------------------ inbox (LEADS-API)

export const leadSorts = ["newest", "oldest", "name", "name-desc"] as const;
export type LeadSort = (typeof leadSorts)[number];
export const leadSortLabels: Record<LeadSort, string> = {
  newest: "Newest first",
  oldest: "Oldest first",
  name: "Name A–Z",
  "name-desc": "Name Z–A",
};

export const leadPageSize = { default: 50, max: 100 } as const;
/** The inbox counts matches up to this many, then says "1,000+" (counting on costs index reads for every lead). */
export const leadCountCap = 1000;

/** GET /api/admin/leads. */
export type LeadList = {
  leads: LeadRow[];
  /** Pass as `cursor` for the next page; null on the last page. */
  nextCursor: string | null;
  /** Leads matching the filters, counted up to leadCountCap. */
  total: number;
  totalCapped: boolean;
};

/** GET /api/admin/leads/:id. */
export type LeadDetailResponse = { lead: LeadDetail; photos: LeadPhoto[]; events: LeadEvent[] };

export type LeadConflict = DeskProblem & { lead: LeadDetail };

// -------------------------------------------------------------------------- dashboard (LEADS-API)

/** pending or queued this long after arrival counts as stuck on the dashboard. */
export const forwardStuckMinutes = 10;

export const webVitalNames = ["LCP", "INP", "CLS", "FCP", "TTFB"] as const;
export type WebVitalName = (typeof webVitalNames)[number];
export type WebVitalRating = "good" | "needs-improvement" | "poor";

/** Google's thresholds (web.dev/articles/vitals): at most `good` is good, above `poor` is poor. CLS has no unit. */
export const webVitalThresholds: Record<WebVitalName, { good: number; poor: number; unit: "ms" | "" }> = {
  LCP: { good: 2500, poor: 4000, unit: "ms" },
  INP: { good: 200, poor: 500, unit: "ms" },
  CLS: { good: 0.1, poor: 0.25, unit: "" },
  FCP: { good: 1800, poor: 3000, unit: "ms" },
  TTFB: { good: 800, poor: 1800, unit: "ms" },
};

export function rateWebVital(name: WebVitalName, value: number): WebVitalRating {
  const { good, poor } = webVitalThresholds[name];
  return value <= good ? "good" : value <= poor ? "needs-improvement" : "poor";
}

export type WinRate = { all: number; won: number };

/** GET /api/admin/dashboard. Spam is never counted. Weeks start on Monday, in America/Chicago. */
export type Dashboard = {
  generatedAt: string;
  newLeads: { today: number; thisWeek: number; thisMonth: number };
  bySource: Array<{ source: LeadSource; last30Days: WinRate; last90Days: WinRate }>;
  byService: Array<{ service: string; last30Days: number; last90Days: number }>;
  /** forward_status failed, or pending/queued for more than forwardStuckMinutes; oldest first, at most 50. */
  forwardingProblems: LeadRow[];
  /** How many leads that list would hold without its limit. */
  forwardingProblemsTotal: number;
  /** p75 per page over the last 7 days; a metric without samples is absent. */
  webVitals: Array<{
    path: string;
    metrics: Partial<Record<WebVitalName, { p75: number; samples: number; rating: WebVitalRating }>>;
  }>;
  estimates: EstimateDashboard;
};

/** The sentences /api/admin/leads and /photos answer with; the desk shows them as they come. */
export const leadDeskMessages = {
  notFound: "This lead does not exist. It may have been deleted.",
  stale: "Someone changed this lead while you had it open. It now shows their change; make yours again if it still applies.",
  notActiveStaff: "Choose an active staff member.",
  nothingToEdit: "Send a status, priority or assignee to change.",
  noteEmpty: "Write the note first.",
  alreadyForwarded: "This lead was already forwarded to every channel.",
  spamNotForwarded: "Spam is never forwarded. Mark the lead as not spam first.",
  photoNotFound: "This photo does not exist. It may have been deleted with its lead.",
  photoFileMissing: "This photo's file is missing from storage; only its record is left.",
  staleCursor: "This page of results is out of date. Start again from the first page.",
} as const;

// ------------------------------------------------------------------------------ access and staff (ACCESS)

/** The sentences /api/admin answers a refused sign-in with (401/403), and the staff API's refusals. */
export const accessMessages = {
  signInRequired: "Sign in with your staff account to use the desk.",
  notStaff: "This account is not on the staff list, or it has been disabled. Ask an admin for access.",
  adminOnly: "Only an admin can do this.",
  crossOrigin: "This change must come from the desk itself.",
} as const;

export const staffDeskMessages = {
  notFound: "There is no staff member with this e-mail.",
  alreadyStaff: "This e-mail is already on the staff list.",
  notYourself: "You cannot disable, demote or remove yourself. Ask another admin.",
  lastAdmin: "The desk needs at least one active admin. Make someone else an admin first.",
  nothingToChange: "Send a name, role or active flag to change.",
  invalidEmail: "Enter a valid e-mail address.",
  invalidRole: "Choose the role admin or staff.",
} as const;

// ------------------------------------------------------------------------------------- boards (KANBAN)

/** The board the desk opens at /admin/kanban; leads arrive in its New column. */
export const defaultBoardId = "pipeline";
/** The default board's column for each status, as the first migration seeds it: "pipeline-estimate-scheduled". */
export const pipelineColumnId = (status: LeadStatus) => `${defaultBoardId}-${status.replaceAll("_", "-")}`;

/** Cards per column in GET /api/admin/boards/:id unless its `limits` asks for more ("show more" adds a page). */
export const boardColumnPage = { default: 50, max: 1000 } as const;
/** A column counts its cards up to this many (a Won column of years of leads need not be counted exactly on every poll). */
export const boardCountCap = 1000;
/** How often an open board asks whether anything changed (a 304 while nothing did). */
export const boardPollMs = 3000;

/** GET /api/admin/boards: every board with its columns (for the board switcher and "move to board"). */
export type BoardOutline = BoardSummary & { columns: Array<Pick<BoardColumn, "id" | "name" | "status">> };
export type BoardList = { boards: BoardOutline[] };

/**
 * The query of GET /api/admin/boards/:id: `limits` is "columnId:count,columnId:count" for columns
 * that show more than boardColumnPage.default cards. The answer has an ETag; send it back in
 * If-None-Match and an unchanged board answers 304 with no body.
 */
export const boardLimitsParam = (limits: Record<string, number>) =>
  Object.entries(limits)
    .filter(([, count]) => count !== boardColumnPage.default)
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([id, count]) => `${id}:${count}`)
    .join(",");

export type BoardMoveResult = { card: BoardCard; columnId: string; status: LeadStatus };

export const boardLimits = { nameChars: 60, columns: 20 } as const;

/** The sentences /api/admin/boards answers with; the desk shows them as they come. */
export const boardDeskMessages = {
  notFound: "This board does not exist. It may have been removed.",
  columnNotFound: "This column is not on this board any more. Reload the board.",
  spamNotOnBoard: "Spam leads are not on the board. Mark the lead as not spam first.",
  stale: "Someone changed this card while you were moving it. The board now shows the latest.",
  neighbourMoved: "The board changed while you were moving this card. It now shows the latest; move it again.",
  nameRequired: "Give it a name.",
  nameTooLong: `Keep the name under ${boardLimits.nameChars} characters.`,
  tooManyColumns: `A board has at most ${boardLimits.columns} columns.`,
  noColumns: "A board needs at least one column.",
  columnOrder: "Send every column of this board once, in the new order.",
  statusTaken: (column: string) => `The column “${column}” on this board already stands for that status.`,
  columnHasCards: (column: string, cards: number) =>
    `Move the ${cards === 1 ? "card" : `${cards} cards`} out of “${column}” before removing it.`,
} as const;
