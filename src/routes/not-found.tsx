import { Link, useLocation } from "react-router-dom";
import { Head } from "../components/layout/Head";

export function Component() {
  const { pathname } = useLocation();
  return (
    <section className="container-page py-28 text-center">
      <Head title="Page not found" description="The page you were looking for does not exist." path={pathname} noindex />
      <p className="text-6xl font-extrabold text-brand-700 dark:text-brand-300">404</p>
      <h1 className="mt-4 text-3xl sm:text-4xl">Oops! Page not found</h1>
      <p className="mx-auto mt-4 max-w-lg text-slate-700 dark:text-slate-300">
        The page may have moved. Our services, projects and free quote are all one click away.
      </p>
      <Link to="/" className="btn-primary mt-8">
        Return to Home
      </Link>
    </section>
  );
}
