type WorkerEnv = import("../../worker/env").Env;

declare namespace Cloudflare {
  interface Env extends WorkerEnv {
    /** From test/worker/vitest.config.ts. */
    TEST_MIGRATIONS: import("cloudflare:test").D1Migration[];
    TEST_FIXTURES: Record<string, string>;
  }
}
