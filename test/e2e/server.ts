import type { TestProject } from "vitest/node";
import { startLocalServer } from "../../scripts/local-server";

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

/** The already-built site (npm test builds first), served in workerd for the whole e2e run. */
export default async function setup(project: TestProject) {
  // The browser tests send more quotes from 127.0.0.1 than one visitor may; the limit has its own tests.
  const server = await startLocalServer({ persistTo: ".wrangler/e2e-state", vars: { RATE_LIMIT_DISABLED: "true" } });
  project.provide("baseUrl", server.baseUrl);
  return server.stop;
}
