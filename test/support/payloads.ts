/** The public APIs' payloads as our own forms send them, for the Worker tests and the browser tests alike. */

/** Submitted as a person would: the form was opened a while ago and the hidden field is empty. */
export function quoteRequest(overrides: Record<string, unknown> = {}) {
  return {
    type: "quote-request",
    name: "Maria Kowalski",
    email: "maria.kowalski@example.com",
    phone: "(312) 555-0187",
    service: "Asbestos Removal",
    timeline: "Within 1-2 weeks",
    description: "Old floor tiles in the basement, about 400 sq ft.",
    propertyAddress: "2150 W Roscoe St",
    city: "Chicago",
    state: "IL",
    zipCode: "60618",
    propertyType: "Residential - Single Family",
    images: [],
    submittedAt: new Date().toISOString(),
    formStartedAt: Date.now() - 45_000,
    website: "",
    ...overrides,
  };
}

export function chatLead(overrides: Record<string, unknown> = {}) {
  return {
    type: "chat",
    name: "Dev Patel",
    email: "dev.patel@example.com",
    phone: "773-555-0199",
    address: "4410 N Kedzie Ave, Chicago",
    service: "Mold Remediation",
    description: "Picture offered: yes",
    source: "chatbot",
    status: "new",
    priority: "high",
    ...overrides,
  };
}

/** A booking of `slot` as the /calendar form sends it, filled in at a person's pace. */
export function bookingRequest(slot: string, overrides: Record<string, unknown> = {}) {
  return {
    slot,
    name: "Maria Kowalski",
    phone: "(312) 555-0187",
    email: "maria.kowalski@example.com",
    address: "2150 W Roscoe St, Chicago",
    service: "Mold Inspection",
    formStartedAt: Date.now() - 60_000,
    ...overrides,
  };
}
