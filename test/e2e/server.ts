import type { TestProject } from "vitest/node";
import { findChromium, missingChromiumHint } from "../../scripts/chromium";
import { startLocalServer } from "../../scripts/local-server";

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
    /** The server's local D1/R2 state folder, for tests that check what was stored. */
    persistTo: string;
  }
}

/** The staff e-mail the browser tests use the desk as. */
export const deskIdentity = "owner@lakeshore-environmental.example";

/** The already-built site (npm test builds first), served in workerd for the whole e2e run. */
export default async function setup(project: TestProject) {
  // Found once, before any test: each test file then launches this Chromium without searching again.
  const chromium = await findChromium();
  if (!chromium) throw new Error(missingChromiumHint);
  process.env.CHROMIUM_PATH = chromium.path;
  // The browser tests send more quotes from 127.0.0.1 than one visitor may; the limit has its own tests.
  // A folder of its own per run, so two runs at once (two developers' helpers, say) never share state.
  const persistTo = `.wrangler/e2e-state-${process.pid}`;
  const server = await startLocalServer({
    persistTo,
    // Removed afterwards; KEEP_E2E_STATE=1 keeps it for a look at what the tests stored.
    removeStateOnStop: process.env.KEEP_E2E_STATE !== "1",
    // The browser is signed in to the desk as the local identity (honoured for 127.0.0.1 only), its first admin.
    vars: {
      RATE_LIMIT_DISABLED: "true",
      DEV_STAFF_EMAIL: deskIdentity,
      FIRST_ADMIN_EMAIL: deskIdentity,
      // Lets the chatbot tests store an AI key (encrypted) for their local OpenAI-compatible server.
      CHATBOT_KEY_SECRET: "e2e-chatbot-key-secret",
    },
  });
  project.provide("baseUrl", server.baseUrl);
  project.provide("persistTo", persistTo);
  return server.stop;
}
