/** The quote form's option lists (spec section 3), shared by the form and the Worker. */
export const quoteServices = [
  "Asbestos Inspection",
  "Asbestos Testing",
  "Asbestos Removal",
  "Mold Inspection",
  "Mold Remediation",
  "Lead Paint Removal",
  "Window Installation",
  "Commercial/Industrial Services",
] as const;

export const propertyTypes = [
  "Residential - Single Family",
  "Residential - Multi Family",
  "Residential - Condo/Townhouse",
  "Commercial - Office",
  "Commercial - Retail",
  "Commercial - Industrial",
  "Commercial - Warehouse",
  "Educational",
  "Healthcare",
  "Other",
] as const;

export const timelines = ["As soon as possible", "Within 1-2 weeks", "1-3 months", "Not sure"] as const;

/** Services the chatbot offers (its configuration default, spec section 3). */
export const chatServices = [
  "Asbestos Removal",
  "Lead Paint Removal",
  "Mold Remediation",
  "Window Installation",
  "Roofing",
  "Asbestos Testing",
  "Mold Testing",
  "Other",
] as const;

export const usStates = ["IL", "IN", "WI"] as const;
