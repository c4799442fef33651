import { beforeAll, it } from "vitest";

beforeAll(() => {
  throw new Error("the server this file needs did not start");
});
it("first", () => {});
it("second", () => {});
it("third", () => {});
