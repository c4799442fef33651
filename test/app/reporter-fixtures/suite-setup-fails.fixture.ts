import { beforeAll, describe, it } from "vitest";

it("runs outside the broken suite", () => {});
describe("a suite whose setup fails", () => {
  beforeAll(() => {
    throw new Error("no browser");
  });
  it("cannot run", () => {});
});
