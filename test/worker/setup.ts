import { applyD1Migrations } from "cloudflare:test";
import { env } from "cloudflare:workers";

await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);

// The Worker loads its PDF code on the first PDF it renders. Files share one workerd here, so a queue
// message sent by one file can be consumed while the next file starts: loaded then, the module would
// belong to a file already torn down ("Cannot load ... after the environment was torn down"). Loading
// it once up front keeps every file's renders on modules that stay loaded.
await import("../../worker/domain/estimates/pdf-document");
await import("../../worker/domain/jobs/closeout-pdf");
