import { business, hours } from "../config/business";
import { cities, illinoisCounties, statesServed } from "../config/service-area";
import type { Faq } from "../content/types";

/** schema.org JSON-LD built from src/config, so markup and visible text can never disagree. */
type JsonLd = Record<string, unknown>;

const url = (path: string) => new URL(path, business.siteUrl).toString();
const orgId = url("/#organization");

const weekdays = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"];

export function organization(): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    "@id": orgId,
    name: business.name,
    url: business.siteUrl,
    logo: url("/icon-512.png"),
    foundingDate: String(business.foundingYear),
    telephone: business.phone.e164,
    email: business.email,
    contactPoint: [
      {
        "@type": "ContactPoint",
        contactType: "customer service",
        telephone: business.phone.e164,
        areaServed: ["US-IL", "US-IN", "US-WI"],
        availableLanguage: ["English", "Spanish"],
      },
      {
        "@type": "ContactPoint",
        contactType: "emergency",
        telephone: business.phone.e164,
        hoursAvailable: {
          "@type": "OpeningHoursSpecification",
          opens: "00:00",
          closes: "23:59",
          dayOfWeek: [...weekdays, "Saturday", "Sunday"],
        },
      },
    ],
  };
}

export function localBusiness(): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "GeneralContractor",
    "@id": url("/#business"),
    parentOrganization: { "@id": orgId },
    name: business.name,
    description: business.description,
    url: business.siteUrl,
    image: url("/og-image.jpg"),
    telephone: business.phone.e164,
    email: business.email,
    priceRange: "Free estimates",
    foundingDate: String(business.foundingYear),
    address: {
      "@type": "PostalAddress",
      streetAddress: business.address.street,
      addressLocality: business.address.city,
      addressRegion: business.address.state,
      postalCode: business.address.zip,
      addressCountry: business.address.country,
    },
    geo: { "@type": "GeoCoordinates", ...business.address.geo },
    areaServed: [
      ...statesServed.map((name) => ({ "@type": "State", name })),
      ...illinoisCounties.map((name) => ({ "@type": "AdministrativeArea", name: `${name}, Illinois` })),
      ...cities.map((city) => ({ "@type": "City", name: `${city.name}, ${city.state}` })),
    ],
    openingHoursSpecification: [
      { "@type": "OpeningHoursSpecification", dayOfWeek: weekdays, opens: hours.weekdays.opens, closes: hours.weekdays.closes },
      { "@type": "OpeningHoursSpecification", dayOfWeek: "Saturday", opens: hours.saturday.opens, closes: hours.saturday.closes },
      {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: "Sunday",
        opens: "00:00",
        closes: "23:59",
        description: hours.sunday.display,
      },
    ],
    aggregateRating: {
      "@type": "AggregateRating",
      ratingValue: business.rating.value,
      bestRating: business.rating.best,
      reviewCount: business.rating.count,
    },
  };
}

export function website(): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "WebSite",
    "@id": url("/#website"),
    name: business.name,
    url: business.siteUrl,
    publisher: { "@id": orgId },
    inLanguage: "en-US",
  };
}

export function faqPage(faqs: Faq[]): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: faqs.map((faq) => ({
      "@type": "Question",
      name: faq.question,
      acceptedAnswer: { "@type": "Answer", text: faq.answer },
    })),
  };
}

export function serviceOffer(name: string, description: string, path: string): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "Service",
    name,
    description,
    url: url(path),
    provider: { "@id": url("/#business") },
    areaServed: statesServed.map((state) => ({ "@type": "State", name: state })),
  };
}

export function article(post: { title: string; summary: string; published: string; author: string }, path: string): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    headline: post.title,
    description: post.summary,
    datePublished: post.published,
    author: { "@type": "Person", name: post.author },
    publisher: { "@id": orgId },
    mainEntityOfPage: url(path),
    image: url("/og-image.jpg"),
  };
}

/** Every page carries these three; pages add their own. */
export const siteJsonLd = () => [organization(), localBusiness(), website()];
