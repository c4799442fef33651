import { Link } from "react-router-dom";
import { PageHeader } from "./PageHeader";

/** Inside the desk's shell: an unknown /admin address, a lead or board that does not exist. */
export function NotFound({ title = "Page not found", message }: { title?: string; message?: string }) {
  return (
    <section aria-labelledby="page-title" className="grid gap-4">
      <PageHeader title={title} />
      <p className="text-slate-700 dark:text-slate-300">{message ?? "There is no desk page at this address."}</p>
      <p>
        <Link to="/admin" className="btn-secondary">
          Back to the dashboard
        </Link>
      </p>
    </section>
  );
}
