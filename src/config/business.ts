/**
 * The business in one place. Every page, the structured data and the Worker read these facts
 * from here; nothing else in the code repeats them. Phone and address are fictional until the
 * owner sets the real ones.
 */
export const business = {
  name: "Lakeshore Environmental & Construction",
  shortName: "Lakeshore Environmental",
  tagline: "Safe remediation. Solid construction.",
  description:
    "Licensed asbestos, lead paint and mold remediation plus windows, roofing, siding and gutters for homes and businesses across Chicagoland, northwest Indiana and southeast Wisconsin.",
  siteUrl: "https://www.lakeshore-environmental.example",
  phone: { display: "(312) 555-0142", e164: "+13125550142" },
  /** The staff messaging number (WhatsApp) that visitors can message a lead summary to. */
  messagingNumber: "13125550142",
  email: "info@lakeshore-environmental.example",
  address: {
    street: "1840 W Fulton Market, Suite 300",
    city: "Chicago",
    state: "IL",
    zip: "60612",
    country: "US",
    geo: { latitude: 41.8868, longitude: -87.6737 },
  },
  foundingYear: 2004,
  rating: { value: 4.9, best: 5, count: 156 },
  timeZone: "America/Chicago",
  ga4MeasurementId: "" as string,
} as const;

/**
 * The firm's licences and certifications, printed on every closeout packet (fictional numbers until
 * the owner sets the real ones), and where a customer leaves a review (the review request's link).
 */
export const credentials = {
  licences: [
    { name: "Illinois Department of Public Health, asbestos abatement contractor licence", number: "100-0000" },
    { name: "US EPA lead-safe certified renovation firm (RRP)", number: "NAT-F000000-1" },
    { name: "City of Chicago general contractor licence", number: "TGC-000000" },
  ],
  reviewUrl: "https://g.page/r/lakeshore-environmental-example/review",
} as const;

/** One set of hours, shown identically everywhere (design.md: the spec's five versions disagree). */
export const hours = {
  weekdays: { label: "Mon–Fri", opens: "08:00", closes: "18:00", display: "8:00 AM – 6:00 PM" },
  saturday: { label: "Saturday", opens: "09:00", closes: "16:00", display: "9:00 AM – 4:00 PM" },
  sunday: { label: "Sunday", display: "Emergency calls only" },
  emergency: "24/7 emergency response",
} as const;

const yearsInBusiness = new Date().getFullYear() - business.foundingYear;

/** The claims of spec section 1, worded once. */
export const claims = {
  since: `Serving Chicagoland since ${business.foundingYear}`,
  years: `${Math.floor(yearsInBusiness / 10) * 10}+ years`,
  licensed: "EPA licensed & lead-safe certified",
  bbb: "A+ consumer-bureau rating",
  projects: "5,000+ projects completed",
  families: "2,500+ families protected",
  clients: "500+ happy commercial clients",
  rating: `${business.rating.value}/${business.rating.best} average rating`,
  emergency: "24/7 emergency service",
  freeEstimates: "Free estimates",
  noHiddenFees: "No hidden fees",
  replyTime: "We reply within 24 hours",
  formDuration: "Takes about 30 seconds",
} as const;

/** Statistic tiles: a figure, what it counts, and the page that backs it up. */
export const stats = [
  { figure: "5,000+", label: "Projects completed", to: "/projects" },
  { figure: "2,500+", label: "Families protected", to: "/about" },
  { figure: "500+", label: "Commercial clients", to: "/projects" },
  { figure: `${business.rating.value}/5`, label: `Average rating, ${business.rating.count} reviews`, to: "/about" },
] as const;

export const telHref = `tel:${business.phone.e164}`;
export const mailHref = `mailto:${business.email}`;
export const fullAddress = `${business.address.street}, ${business.address.city}, ${business.address.state} ${business.address.zip}`;
