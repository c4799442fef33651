import { Component, type ReactNode } from "react";
import { business, telHref } from "../../config/business";

/**
 * Catches an island (src/react-island.tsx) that fails to render and shows a calm fallback in its place;
 * the rest of the page, prerendered HTML, stays as it is. The error is logged, never shown.
 */
export class AppErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: unknown) {
    console.error(error);
  }

  render() {
    return this.state.failed ? <AppError /> : this.props.children;
  }
}

function AppError() {
  return (
    <section role="alert" className="rounded-2xl border border-slate-200 px-4 py-10 text-center dark:border-slate-800">
      <h2 className="text-2xl">Unexpected Application Error!</h2>
      <p className="mx-auto mt-4 max-w-xl text-slate-700 dark:text-slate-300">
        Something went wrong on this part of the page. Please reload, or call us at{" "}
        <a className="font-semibold underline" href={telHref}>
          {business.phone.display}
        </a>{" "}
        and we will help right away.
      </p>
      <div className="mt-8 flex justify-center gap-3">
        <button type="button" className="btn-primary" onClick={() => window.location.reload()}>
          Reload page
        </button>
        <a href="/" className="btn-secondary">
          Return to Home
        </a>
      </div>
    </section>
  );
}
