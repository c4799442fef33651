/**
 * The seed's fake data (scripts/seed.ts): realistic leads with their timeline events and photo
 * records, staff members, and a week of the site's web vitals, as SQL for the local D1 database. The
 * same people, statuses and samples on every run (a seeded random generator), under fresh ids; the
 * times count back from now. Each photo record names one of the generated images (seed-images.ts)
 * that the seed writes to local R2 under the record's key.
 */
import { cities } from "../src/config/service-area";
import { type LeadSource, type LeadStatus, leadStatusLabels, pipelineColumnId } from "../src/lib/desk";
import { chatServices, propertyTypes, quoteServices, timelines } from "../src/lib/options";
import { publicPaths } from "../src/lib/site-map";
import { leadPriority, receivedDetail } from "../worker/domain/leads";
import type { SeedImage } from "./seed-images";
import { insertStatements, sqlRow } from "./sql";

// ------------------------------------------------------------------------- random, repeatable

let state = 0x5eed;
/** mulberry32: small, fast and good enough for fake data. */
function random() {
  state = (state + 0x6d2b79f5) | 0;
  let t = Math.imul(state ^ (state >>> 15), 1 | state);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}
const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
function weighted<T extends string>(weights: Record<T, number>): T {
  const total = Object.values<number>(weights).reduce((sum, weight) => sum + weight, 0);
  let roll = random() * total;
  for (const [value, weight] of Object.entries<number>(weights)) {
    roll -= weight;
    if (roll <= 0) return value as T;
  }
  return Object.keys(weights)[0] as T;
}
// Ids are fresh on every run, so a second run adds to what is there instead of colliding with it.
const uuid = () => crypto.randomUUID();

// ------------------------------------------------------------------------------ fake people

const firstNames = [
  "Maria",
  "James",
  "Anna",
  "Michael",
  "Guadalupe",
  "Robert",
  "Katarzyna",
  "David",
  "Jennifer",
  "Jose",
  "Linda",
  "Tomasz",
  "Patricia",
  "Daniel",
  "Aisha",
  "Kevin",
  "Mei",
  "Brian",
  "Fatima",
  "Sean",
  "Olga",
  "Luis",
  "Emily",
  "Darnell",
  "Sofia",
  "Patrick",
  "Priya",
  "Marcus",
  "Elena",
  "Joseph",
  "Keisha",
  "Juan",
  "Hannah",
  "Dmitri",
  "Rosa",
  "Anthony",
  "Grace",
  "Carlos",
  "Megan",
  "Andre",
  "Beata",
  "Raj",
  "Shanice",
  "Thomas",
  "Ana",
  "Ryan",
];
const lastNames = [
  "Kowalski",
  "Nowak",
  "Garcia",
  "Hernandez",
  "O'Brien",
  "Murphy",
  "Johnson",
  "Williams",
  "Rossi",
  "Esposito",
  "Patel",
  "Nguyen",
  "Washington",
  "Jackson",
  "Wiśniewski",
  "Lopez",
  "Martinez",
  "Sullivan",
  "Kim",
  "Chen",
  "Petrov",
  "Lindqvist",
  "Schmidt",
  "Muñoz",
  "Brown",
  "Davis",
  "Wójcik",
  "Kaminski",
  "Romano",
  "Fitzgerald",
  "Okafor",
  "Haddad",
  "Novak",
  "Ramirez",
  "Thompson",
  "Anderson",
  "Kozlov",
  "Dubois",
  "Moreno",
  "Walsh",
];
const streets = [
  "Roscoe St",
  "Kedzie Ave",
  "Western Ave",
  "Milwaukee Ave",
  "Belmont Ave",
  "Ashland Ave",
  "Irving Park Rd",
  "Lincoln Ave",
  "Halsted St",
  "Cermak Rd",
  "Ogden Ave",
  "Harlem Ave",
  "Main St",
  "Oak St",
  "Elm St",
  "Lake St",
  "Washington Blvd",
  "Central Ave",
  "Devon Ave",
  "Foster Ave",
  "Touhy Ave",
  "Roosevelt Rd",
];
const areaCodes = ["312", "773", "872", "708", "630", "847", "815", "219", "262"];
const mailDomains = ["example.com", "example.net", "example.org", "mail.example"];
const staff = ["dispatch", "crew.north", "crew.south", "estimator", "office"].map((name) => `${name}@lakeshore.example`);

/** The staff members the seeded leads are assigned to. */
export const staffSql = () =>
  `INSERT OR IGNORE INTO staff (email, name, role) VALUES ${staff.map((email) => sqlRow([email, email.split("@")[0] as string, "staff"])).join(", ")};`;

const descriptions: Record<string, string[]> = {
  Asbestos: [
    "Old 9x9 floor tiles in the basement, about {n} sq ft. Want them tested and removed.",
    "Pipe insulation in the boiler room looks like asbestos. Buying the house next month.",
    "Popcorn ceiling in {n} sq ft of living area, house built in 1962.",
  ],
  Mold: [
    "Black spots on the bathroom ceiling keep coming back after cleaning.",
    "Basement flooded last week, musty smell and mold on drywall, roughly {n} sq ft.",
    "Tenant reported mold behind the kitchen sink in a {n}-unit building.",
  ],
  Lead: [
    "Peeling paint on the porch and window frames, we have a toddler. House from 1920s.",
    "Need lead-safe paint removal before renovating {n} windows.",
  ],
  Window: ["Replace {n} drafty double-hung windows, vinyl preferred.", "Bay window leaking in heavy rain."],
  Other: ["Roof is {n} years old and leaking around the chimney.", "Gutters overflow on the north side; need new ones."],
};
const descriptionFor = (service: string) => {
  const key = Object.keys(descriptions).find((prefix) => service.startsWith(prefix)) ?? "Other";
  return pick(descriptions[key] as string[]).replace("{n}", String(2 + Math.floor(random() * 800)));
};

// ---------------------------------------------------------------------------------- SQL rows

const pipelineOrder: LeadStatus[] = ["new", "contacted", "estimate_scheduled", "quoted"];

/** A seeded photo: the key its bytes go under in R2, and which generated image they are. */
export type SeedPhoto = { key: string; image: SeedImage };

type Rows = { leads: string[]; photos: string[]; events: string[]; photoObjects: SeedPhoto[] };
/** How many leads the run seeds (the newest is the last), when "now" is, and the images photos can be. */
type Plan = { leadCount: number; now: number; images: readonly SeedImage[] };

const threeYearsMs = 3 * 365 * 86_400_000;

function lead(index: number, { leadCount, now, images }: Plan, rows: Rows) {
  const id = uuid();
  // More leads lately: the business grows. The newest lead is the last index.
  const age = threeYearsMs * (1 - Math.sqrt((index + random()) / leadCount));
  const createdMs = Math.round(now - age);
  const created = new Date(createdMs).toISOString();
  const source = weighted<LeadSource>({ "quote-form": 45, "home-form": 20, "embedded-widget": 10, chatbot: 20, booking: 5 });
  const service = source === "chatbot" ? pick(chatServices) : pick(quoteServices);
  const first = pick(firstNames);
  const last = pick(lastNames);
  const place = pick(cities);
  const address = `${100 + Math.floor(random() * 9800)} ${pick(["N", "S", "E", "W"])} ${pick(streets)}`;
  const phone = `(${pick(areaCodes)}) 555-01${String(Math.floor(random() * 100)).padStart(2, "0")}`;
  const email =
    random() < 0.9
      ? `${first}.${last}${Math.floor(random() * 100)}@${pick(mailDomains)}`.toLowerCase().replace(/[^a-z0-9.@]/g, "")
      : null;
  const isSpam = random() < 0.02;
  const spamReason = isSpam ? "form filled in 412 ms" : null;
  // Older leads have settled; the last month's are still in the pipeline.
  const ageDays = age / 86_400_000;
  const status: LeadStatus =
    ageDays < 2
      ? "new"
      : ageDays < 30
        ? weighted<LeadStatus>({ new: 15, contacted: 30, estimate_scheduled: 20, quoted: 20, won: 8, lost: 7 })
        : weighted<LeadStatus>({ new: 1, contacted: 3, estimate_scheduled: 2, quoted: 6, won: 40, lost: 48 });
  const timeline = source === "chatbot" ? null : pick(timelines);
  const rulePriority = leadPriority({ source, timeline, spam: isSpam });
  // Staff lower some ordinary leads.
  const priority = rulePriority === "normal" ? weighted({ normal: 8, low: 2 }) : rulePriority;
  const assignee = status !== "new" && random() < 0.85 ? pick(staff) : null;
  const forwardStatus = isSpam ? "spam" : random() < 0.005 ? "failed" : "forwarded";
  const photoCount = random() < 0.3 ? 1 + Math.floor(random() * 3) : 0;

  rows.leads.push(
    sqlRow([
      id,
      source,
      status,
      priority,
      isSpam ? null : pipelineColumnId(status),
      random() * 1000,
      assignee,
      `${first} ${last}`,
      email,
      phone,
      service,
      timeline,
      descriptionFor(service),
      source === "chatbot" ? `${address}, ${place.name}` : address,
      source === "chatbot" ? null : place.name,
      source === "chatbot" ? null : place.state,
      source === "chatbot" ? null : `60${String(Math.floor(random() * 1000)).padStart(3, "0")}`,
      source === "chatbot" ? null : pick(propertyTypes),
      isSpam ? 1 : 0,
      spamReason,
      forwardStatus,
      1 + (status === "new" ? 0 : 1),
      created,
      created,
    ]),
  );
  for (let position = 0; position < photoCount; position++) {
    const image = pick(images);
    const key = `photos/seed/${id}/${position}`;
    rows.photos.push(
      sqlRow([
        uuid(),
        id,
        key,
        `IMG_${1000 + Math.floor(random() * 9000)}.${image.extension}`,
        image.contentType,
        image.bytes.length,
        image.width,
        image.height,
        position,
        created,
      ]),
    );
    rows.photoObjects.push({ key, image });
  }
  const event = (
    kind: string,
    minutesLater: number,
    fields: { channel?: string; outcome?: string; attempt?: number; detail: string; actor?: string },
  ) =>
    rows.events.push(
      sqlRow([
        id,
        kind,
        fields.channel ?? null,
        fields.outcome ?? null,
        fields.attempt ?? null,
        fields.detail,
        fields.actor ?? "system",
        new Date(createdMs + minutesLater * 60_000).toISOString(),
      ]),
    );
  event("created", 0, { detail: receivedDetail({ source, spamReason }) });
  if (isSpam) return;
  event("forward_attempt", 0.05, {
    channel: "whatsapp",
    outcome: forwardStatus === "failed" ? "failed" : "sent",
    attempt: 1,
    detail: forwardStatus === "failed" ? "HTTP 503: Service Unavailable" : "sent",
  });
  if (forwardStatus === "failed") {
    event("forward_abandoned", 45, { channel: "whatsapp", outcome: "failed", detail: "Gave up forwarding after the last retry" });
  }
  if (status === "new") return;
  const actor = assignee ?? pick(staff);
  if (assignee) event("assigned", 30, { detail: `Assigned to ${assignee}`, actor: "dispatch@lakeshore.example" });
  const reached =
    status === "won" || status === "lost"
      ? [...pipelineOrder.slice(1), status]
      : pipelineOrder.slice(1, pipelineOrder.indexOf(status) + 1);
  let previous: LeadStatus = "new";
  reached.forEach((next, step) => {
    event("status_changed", 60 * 24 * (step + 1), { detail: `${leadStatusLabels[previous]} → ${leadStatusLabels[next]}`, actor });
    previous = next;
  });
  if (random() < 0.4)
    event("note", 90, {
      detail: pick([
        "Called, left a voicemail.",
        "Customer prefers texts.",
        "Site visit went well; quote by Friday.",
        "Needs a weekend appointment.",
      ]),
      actor,
    });
}

// ------------------------------------------------------------------------------ web vitals

const viewsPerDay = 1000;
/** A typical visit's value and how widely visits spread around it (a log-normal spread). */
const vitalShapes = { LCP: [1700, 0.45], INP: [110, 0.6], CLS: [0.02, 1.2], FCP: [1000, 0.4], TTFB: [350, 0.5] } as const;

/** Box-Muller: a standard normal value from two uniform ones. */
const normal = () => Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());

/** A week of samples as the site's metrics endpoint stores them: a page view, then each metric the visit reported. */
export function vitalsSql(now: number): string {
  const paths = publicPaths();
  const rows: string[] = [];
  // Stored as they arrive, oldest first.
  const times = Array.from({ length: viewsPerDay * 7 }, () => now - random() * 7 * 86_400_000).sort((a, b) => a - b);
  for (const time of times) {
    // The home page and the services get most visits; a slow page or two keeps the dashboard honest.
    const path = random() < 0.35 ? "/" : random() < 0.5 ? pick(paths.filter((p) => p.startsWith("/services"))) : pick(paths);
    const slowdown = path.startsWith("/projects/") ? 1.8 : 1;
    const at = new Date(time).toISOString();
    rows.push(sqlRow(["page-view", 0, null, path, at]));
    for (const [name, [median, spread]] of Object.entries(vitalShapes)) {
      if (name === "INP" && random() < 0.5) continue; // only visits that interacted have an INP
      const value = median * slowdown * Math.exp(spread * normal());
      const rounded = name === "CLS" ? Math.round(value * 1000) / 1000 : Math.round(value);
      rows.push(sqlRow([name, rounded, null, path, at]));
    }
  }
  return insertStatements("INSERT INTO web_vitals (name, value, rating, path, received_at) VALUES", rows);
}

/** Leads `from` to `to` (of the plan's count) as SQL, and the photos whose bytes go to R2. */
export function leadChunk(from: number, to: number, plan: Plan): { sql: string; photos: SeedPhoto[] } {
  const rows: Rows = { leads: [], photos: [], events: [], photoObjects: [] };
  for (let index = from; index < to; index++) lead(index, plan, rows);
  const sql = [
    insertStatements(
      `INSERT INTO leads (id, source, status, priority, column_id, position, assignee, name, email, phone, service, timeline,
        description, address, city, state, zip_code, property_type, is_spam, spam_reason, forward_status, version, created_at, updated_at) VALUES`,
      rows.leads,
    ),
    insertStatements(
      "INSERT INTO lead_photos (id, lead_id, r2_key, original_name, content_type, size_bytes, width, height, position, created_at) VALUES",
      rows.photos,
    ),
    insertStatements(
      "INSERT INTO lead_events (lead_id, kind, channel, outcome, attempt, detail, actor, created_at) VALUES",
      rows.events,
    ),
  ].join("\n");
  return { sql, photos: rows.photoObjects };
}
