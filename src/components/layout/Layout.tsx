import { Outlet } from "react-router-dom";
import { Island } from "../../react-island";
import { Footer } from "./Footer";
import { Header } from "./Header";

/** Every page inside the site's header and footer, with the chat button and the toasts' live region. */
export function Layout() {
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
        <Outlet />
      </main>
      <Footer />
      <Island name="chat" />
      <Island name="toaster" props={{ aboveChatButton: true }} />
    </>
  );
}
