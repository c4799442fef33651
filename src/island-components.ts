/**
 * The parts of the public pages that run React in the browser ("islands"), by name. The prerenderer
 * renders each one as a React root of its own into the page's HTML (src/entry-server.tsx); the
 * browser hydrates it with the same component, props and id prefix when the visitor needs it
 * (src/browser/island-triggers.ts decides when, src/browser/hydrate-island.tsx hydrates). Everything else on a
 * page is HTML that no React code ever touches in the browser.
 */
export const reactIslands = {
  "quote-form": () => import("./components/quote/QuoteForm").then((module) => module.QuoteForm),
  "home-quote-form": () => import("./components/quote/HomeQuoteForm").then((module) => module.HomeQuoteForm),
  "widget-quote-form": () => import("./components/quote/WidgetQuoteForm").then((module) => module.WidgetQuoteForm),
  chat: () => import("./components/chat/ChatButton").then((module) => module.ChatButton),
  "calendar-month": () => import("./components/calendar/MonthView").then((module) => module.MonthView),
  toaster: () => import("./components/ui/Toaster").then((module) => module.Toaster),
};

export type ReactIslandName = keyof typeof reactIslands;
