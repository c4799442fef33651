import { isRouteErrorResponse, useRouteError } from "react-router-dom";
import { NotFound } from "./NotFound";

/** A screen that failed to load or crashed: said inside the shell, with a way to try again. */
export function RouteError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  const message = error instanceof Error ? error.message : "Something went wrong on this screen.";
  return (
    <section role="alert" className="grid gap-4">
      <h1 className="text-2xl">This screen could not be shown</h1>
      <p className="text-slate-700 dark:text-slate-300">{message}</p>
      <p>
        <button type="button" className="btn-secondary" onClick={() => window.location.reload()}>
          Reload the page
        </button>
      </p>
    </section>
  );
}
