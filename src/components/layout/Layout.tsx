import { Suspense, useEffect } from "react";
import { Outlet, useLocation, useNavigationType } from "react-router-dom";
import { ChatLauncher } from "../chat/ChatLauncher";
import { Toaster } from "../ui/Toaster";
import { AppErrorBoundary } from "./AppError";
import { Footer } from "./Footer";
import { Header } from "./Header";

/** Shown while the next page's code loads. */
function PageSpinner() {
  return (
    <div role="status" className="flex min-h-[60vh] items-center justify-center">
      <span className="size-10 animate-spin rounded-full border-4 border-brand-200 border-t-brand-700" />
      <span className="sr-only">Loading page…</span>
    </div>
  );
}

/** A new page starts at the top; going back keeps the browser's own scroll restoration. */
function useScrollToTopOnNavigation() {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new pathname is what triggers the scroll
  useEffect(() => {
    if (navigationType !== "POP") window.scrollTo(0, 0);
  }, [pathname, navigationType]);
}

/** The path whose view was counted last; the landing page is counted by startMetrics. */
let countedPath = typeof window === "undefined" ? "" : window.location.pathname;

/** Counts a page view on every client-side navigation. */
function useRecordPageViews() {
  const { pathname } = useLocation();
  useEffect(() => {
    if (pathname === countedPath) return;
    countedPath = pathname;
    void import("../../browser/metrics-client").then((metrics) => metrics.recordPageView(pathname));
  }, [pathname]);
}

export function Layout() {
  useScrollToTopOnNavigation();
  useRecordPageViews();
  const { pathname } = useLocation();
  return (
    <>
      <a
        href="#main"
        className="sr-only z-[80] rounded-lg bg-white px-4 py-2 font-semibold text-slate-900 focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
      >
        Skip to content
      </a>
      <Header />
      <main id="main" tabIndex={-1} className="outline-none">
        <AppErrorBoundary key={pathname}>
          <Suspense fallback={<PageSpinner />}>
            <Outlet />
          </Suspense>
        </AppErrorBoundary>
      </main>
      <Footer />
      <Suspense>
        <ChatLauncher />
      </Suspense>
      <Toaster aboveChatButton />
    </>
  );
}
