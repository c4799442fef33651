import { readFile } from "node:fs/promises";
import { describe, expect, test } from "vitest";
import { business } from "../../src/config/business";
import { digestHour } from "../../src/lib/jobs";
import { addDays, zonedDateTime } from "../../src/lib/zoned-time";
import { crons } from "../../worker/crons";

/**
 * The cron triggers the Worker is deployed with (wrangler.toml) are the ones its scheduled handler
 * tells apart (worker/crons.ts), and the morning one reaches 7:00 in Chicago exactly once a day,
 * whatever the UTC offset: the digest is sent at 7:00, not with an hourly run.
 */

async function deployedCrons(): Promise<string[]> {
  const toml = await readFile(new URL("../../wrangler.toml", import.meta.url), "utf8");
  const line = /^\[triggers\]\s*\ncrons\s*=\s*(\[[^\]]*\])/m.exec(toml)?.[1];
  if (!line) throw new Error("wrangler.toml has no [triggers] crons.");
  return JSON.parse(line) as string[];
}

/** The UTC instants of a day at which a cron of fixed minutes and hours ("0 12,13 * * *") fires. */
function firings(cron: string, day: string): Date[] {
  const [minutes, hours, ...rest] = cron.split(" ");
  expect(rest).toEqual(["*", "*", "*"]);
  return (hours ?? "")
    .split(",")
    .flatMap((hour) =>
      (minutes ?? "").split(",").map((minute) => new Date(`${day}T${hour.padStart(2, "0")}:${minute.padStart(2, "0")}:00Z`)),
    );
}

describe("the cron triggers", () => {
  test("wrangler.toml deploys exactly the crons the scheduled handler tells apart", async () => {
    expect((await deployedCrons()).sort()).toEqual(Object.values(crons).sort());
  });

  test("the morning cron reaches 7:00 in Chicago once every day, on the days the clocks change too", () => {
    const seven = `${String(digestHour).padStart(2, "0")}:00`;
    // Two years, each with its change to summer time (March) and back (November).
    for (let day = "2026-01-01"; day < "2028-01-01"; day = addDays(day, 1)) {
      const wallClocks = firings(crons.morning, day).map((instant) => zonedDateTime(instant, business.timeZone));
      expect(
        wallClocks.filter((wallClock) => wallClock.endsWith(seven)),
        day,
      ).toEqual([`${day} ${seven}`]);
    }
  });
});
