import { it } from "vitest";
// @ts-expect-error the module this file needs is missing, so the file cannot load
import "./missing-helper";

it("is never collected", () => {});
