import { describe, expect, test } from "vitest";
import { messages } from "../../src/lib/messages";
import { isValidEmail, isValidPhone, quoteFieldsProblem } from "../../src/lib/quote";

const filled = { name: "Ana Ruiz", email: "ana@example.com", service: "Mold Remediation", phone: "" };

describe("quote rules shared by the forms and the Worker (spec section 5)", () => {
  test("name, email and service are required after trimming, listed by name", () => {
    expect(quoteFieldsProblem({ ...filled, name: "  ", service: "" })).toEqual({
      title: "Missing Required Information",
      description: "Please fill in: Name, Service",
    });
    expect(quoteFieldsProblem({ name: "", email: "", service: "", phone: "" })?.description).toBe(
      "Please fill in: Name, Email, Service",
    );
    expect(quoteFieldsProblem(filled)).toBeNull();
  });

  test("email must be text, at sign, text, dot, text", () => {
    for (const bad of ["ana", "ana@example", "@example.com", "ana@.com", "ana @example.com"])
      expect(isValidEmail(bad), bad).toBe(false);
    for (const good of ["ana@example.com", "a.b+c@sub.example.co"]) expect(isValidEmail(good), good).toBe(true);
    expect(quoteFieldsProblem({ ...filled, email: "ana@example" })).toEqual(messages.invalidEmail);
  });

  test("phone is optional; given, it is 10-15 digits once spaces, hyphens, parentheses and dots are removed", () => {
    expect(isValidPhone("(312) 555-0142")).toBe(true);
    expect(isValidPhone("312.555.0142")).toBe(true);
    expect(isValidPhone("+44 20 7946 0958")).toBe(true);
    expect(isValidPhone("555-0142")).toBe(false);
    expect(isValidPhone("1234567890123456")).toBe(false);
    expect(isValidPhone("call me maybe")).toBe(false);
    expect(quoteFieldsProblem({ ...filled, phone: "555-0142" })).toEqual(messages.invalidPhone);
    expect(quoteFieldsProblem({ ...filled, phone: "   " })).toBeNull();
  });

  test("missing fields are reported before a bad email, a bad email before a bad phone", () => {
    expect(quoteFieldsProblem({ name: "", email: "bad", service: "x", phone: "1" })?.title).toBe("Missing Required Information");
    expect(quoteFieldsProblem({ ...filled, email: "bad", phone: "1" })).toEqual(messages.invalidEmail);
  });
});
