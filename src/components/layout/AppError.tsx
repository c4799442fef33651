import { Component, type ReactNode } from "react";
import { business, telHref } from "../../config/business";
import { Head } from "./Head";

/** Catches a page that fails to render and shows a calm fallback. The error is logged, never shown. */
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
    <section className="container-page py-24 text-center">
      <Head title="Unexpected Application Error!" description="Something went wrong on this page." path="/" noindex />
      <h1 className="text-3xl sm:text-4xl">Unexpected Application Error!</h1>
      <p className="mx-auto mt-4 max-w-xl text-slate-700 dark:text-slate-300">
        Something went wrong while showing this page. Please reload, or call us at{" "}
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
