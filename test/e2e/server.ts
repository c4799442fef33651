import { rm } from "node:fs/promises";
import type { TestProject } from "vitest/node";
import { findChromium, missingChromiumHint } from "../../scripts/chromium";
import { type LocalServer, migrateLocalState, startLocalServer } from "../../scripts/local-server";

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
    /** Freshly migrated local state that nothing serves, for the servers test files start of their own. */
    migratedState: string;
  }
}

const root = new URL("../../", import.meta.url).pathname;

/** The staff e-mail the browser tests use the desk as. */
export const deskIdentity = "owner@lakeshore-environmental.example";

/**
 * The built site in workerd, as every browser test expects it. Its state folder is its own (removed
 * afterwards unless KEEP_E2E_STATE=1, which keeps it for a look at what the tests stored).
 */
export function startE2eServer(persistTo: string, migratedState: string): Promise<LocalServer> {
  return startLocalServer({
    persistTo,
    migratedState,
    removeStateOnStop: process.env.KEEP_E2E_STATE !== "1",
    vars: {
      // The browser tests send more quotes from 127.0.0.1 than one visitor may; the limit has its own tests.
      RATE_LIMIT_DISABLED: "true",
      // The browser is signed in to the desk as the local identity (honoured for 127.0.0.1 only), its first admin.
      DEV_STAFF_EMAIL: deskIdentity,
      FIRST_ADMIN_EMAIL: deskIdentity,
      // Lets the chatbot tests store an AI key (encrypted) for their local OpenAI-compatible server.
      CHATBOT_KEY_SECRET: "e2e-chatbot-key-secret",
      // Customer links are derived with it (worker/domain/estimates/links.ts).
      CUSTOMER_LINK_SECRET: "e2e-customer-link-secret",
    },
  });
}

type Site = { server: LocalServer; migratedState: string };

/**
 * Both browser projects (test/e2e/vitest.config.ts and vitest.timing.config.ts) test one site: the
 * first project's global setup starts it and the other's finds it. Each project imports this file
 * anew, so the site is kept on globalThis; the last teardown stops it.
 */
const shared = globalThis as typeof globalThis & { e2eSite?: Promise<Site>; e2eSiteUsers?: number };

/** The already-built site (npm test builds first), served in workerd for the whole e2e run. */
async function startSite(): Promise<Site> {
  // Found once, before any test: each test file then launches this Chromium without searching again.
  const chromium = await findChromium();
  if (!chromium) throw new Error(missingChromiumHint);
  process.env.CHROMIUM_PATH = chromium.path;
  // Folders of this run's own, so two runs at once (two developers' helpers, say) never share state.
  // The migrations run once; every server of the run starts from a copy of their result.
  const migratedState = `.wrangler/e2e-migrated-${process.pid}`;
  await rm(`${root}${migratedState}`, { recursive: true, force: true });
  await migrateLocalState(migratedState);
  const persistTo = `.wrangler/e2e-state-${process.pid}`;
  const server = await startE2eServer(persistTo, migratedState);
  return { server, migratedState };
}

export default async function setup(project: TestProject) {
  shared.e2eSite ??= startSite();
  shared.e2eSiteUsers = (shared.e2eSiteUsers ?? 0) + 1;
  const { server, migratedState } = await shared.e2eSite;
  project.provide("baseUrl", server.baseUrl);
  project.provide("migratedState", migratedState);
  return async () => {
    shared.e2eSiteUsers = (shared.e2eSiteUsers ?? 1) - 1;
    if (shared.e2eSiteUsers > 0) return;
    shared.e2eSite = undefined;
    await server.stop();
    await rm(`${root}${migratedState}`, { recursive: true, force: true });
  };
}
