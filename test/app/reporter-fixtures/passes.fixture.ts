import { expect, it } from "vitest";

it("adds", () => expect(1 + 1).toBe(2));
it("subtracts", () => expect(2 - 1).toBe(1));
it.skip("is skipped on purpose", () => {});
