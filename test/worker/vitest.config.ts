import { readdirSync, readFileSync } from "node:fs";
import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-plugin";
import { defineConfig } from "vitest/config";

// Tests run offline: no download of request.cf data, no telemetry.
process.env.CLOUDFLARE_CF_FETCH_ENABLED ??= "false";
process.env.WRANGLER_SEND_METRICS ??= "false";

const root = decodeURIComponent(new URL("../..", import.meta.url).pathname);
const fixturesDir = `${root}test/worker/fixtures/`;

/** The image fixtures as base64, keyed by file name: tests run inside workerd, which cannot read the disk. */
const fixtures = Object.fromEntries(
  readdirSync(fixturesDir)
    .filter((name) => !name.endsWith(".md"))
    .map((name) => [name, readFileSync(fixturesDir + name).toString("base64")]),
);

export default defineConfig(async () => ({
  root,
  plugins: [
    cloudflareTest({
      wrangler: { configPath: `${root}wrangler.toml` },
      miniflare: {
        bindings: {
          TEST_MIGRATIONS: await readD1Migrations(`${root}migrations`),
          TEST_FIXTURES: fixtures,
          // Staff sign-in: test/worker/support/access.ts signs tokens for this team and audience.
          ACCESS_TEAM_DOMAIN: "https://lakeshore-test.cloudflareaccess.com",
          ACCESS_AUD: "lakeshore-test-desk-aud",
          // Customer links are derived with it (worker/domain/estimates/links.ts).
          CUSTOMER_LINK_SECRET: "worker-tests-customer-link-secret",
        },
      },
    }),
  ],
  test: {
    name: "worker",
    root,
    include: ["test/worker/**/*.test.ts"],
    setupFiles: ["test/worker/setup.ts"],
    // One workerd per worker, reused from file to file, instead of a new one per file (about 1 s of
    // CPU each). Its D1, R2 and Queue then carry earlier files' data: tests only count what they add.
    isolate: false,
    // As every project of npm test (test/vitest.config.ts), so that they share one pool of workers.
    maxWorkers: 3,
    // A Worker test does milliseconds of work, but shares two cores with browsers: vitest's 5 s
    // default failed a PDF render and ten concurrent approvals when the machine was busy.
    testTimeout: 20_000,
  },
}));
