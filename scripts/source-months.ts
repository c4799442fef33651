/**
 * The Sources figures of closed months in a local state folder, as the Worker's hourly job keeps
 * them (worker/domain/sources/month-figures.ts): stored by that job's own function, through wrangler's
 * local platform (getPlatformProxy) on the folder's D1 database. `npm run bench -- desk sources`
 * times the Sources screen with them, as production serves it. Nothing may serve the folder meanwhile.
 */
import { resolve } from "node:path";
import { getPlatformProxy } from "wrangler";
import { fillSourceMonthFigures } from "../worker/domain/sources/month-figures";

const root = new URL("..", import.meta.url).pathname;

/** Stores every closed month the hourly job would store now (over as many runs as it takes); answers how long it took. */
export async function storeSourceMonths(persistTo: string): Promise<number> {
  const { env, dispose } = await getPlatformProxy<{ DB: Parameters<typeof fillSourceMonthFigures>[0] }>({
    configPath: resolve(root, "wrangler.toml"),
    persist: { path: resolve(root, persistTo, "v3") },
    remoteBindings: false,
  });
  try {
    const startedAt = performance.now();
    // A run stores at most a year's months: run it again until it has none left to store.
    while ((await fillSourceMonthFigures(env.DB, new Date())) > 0);
    return performance.now() - startedAt;
  } finally {
    await dispose();
  }
}
