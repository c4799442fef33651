import { describe, expect, it } from "vitest";
import { DeskError } from "../../src/admin/api/client";
import { queryClient } from "../../src/admin/api/query-client";

describe("the desk's query cache", () => {
  const queries = queryClient.getDefaultOptions().queries ?? {};

  it("keeps data fresh 5 minutes, cached 10, and does not refetch on window focus", () => {
    expect(queries.staleTime).toBe(300_000);
    expect(queries.gcTime).toBe(600_000);
    expect(queries.refetchOnWindowFocus).toBe(false);
  });

  it("retries a lost connection or a 5xx twice, and never a refusal", () => {
    const retry = queries.retry as (failures: number, error: Error) => boolean;
    const offline = new TypeError("Failed to fetch");
    const serverError = new DeskError(503, "Unavailable");
    expect([0, 1, 2].map((failures) => retry(failures, offline))).toEqual([true, true, false]);
    expect([0, 1, 2].map((failures) => retry(failures, serverError))).toEqual([true, true, false]);
    expect(retry(0, new DeskError(409, "Changed by someone else"))).toBe(false);
    expect(retry(0, new DeskError(403, "Not staff"))).toBe(false);
  });
});
