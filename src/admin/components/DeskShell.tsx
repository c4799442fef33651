import {
  CalendarDays,
  Columns3,
  FileText,
  HardHat,
  Inbox,
  LayoutDashboard,
  type LucideIcon,
  MessageSquare,
  ReceiptText,
  Signpost,
  SlidersHorizontal,
  Users,
} from "lucide-react";
import { Suspense, useEffect, useRef } from "react";
import { NavLink, Outlet, useLocation, useNavigation } from "react-router-dom";
import { LogoMark } from "../../components/ui/LogoMark";
import { ThemeToggle } from "../../components/ui/ThemeToggle";
import { useMe } from "../api/me";

const navigation: Array<{ to: string; label: string; icon: LucideIcon; end?: boolean }> = [
  { to: "/admin", label: "Dashboard", icon: LayoutDashboard, end: true },
  { to: "/admin/leads", label: "Leads", icon: Inbox },
  { to: "/admin/kanban", label: "Pipeline", icon: Columns3 },
  { to: "/admin/estimates", label: "Estimates", icon: FileText },
  { to: "/admin/jobs", label: "Jobs", icon: HardHat },
  { to: "/admin/sources", label: "Sources", icon: Signpost },
  { to: "/admin/calendar", label: "Calendar", icon: CalendarDays },
  { to: "/admin/chatbot", label: "Chatbot", icon: MessageSquare },
  { to: "/admin/price-list", label: "Price list", icon: ReceiptText },
  { to: "/admin/estimate-settings", label: "Estimate settings", icon: SlidersHorizontal },
  { to: "/admin/staff", label: "Staff", icon: Users },
];

function SignedInMember() {
  const me = useMe();
  if (me.isPending) return <span className="text-sm text-slate-600 dark:text-slate-400">Signing in…</span>;
  if (me.isError)
    return (
      <span role="alert" className="text-sm font-medium text-red-700 dark:text-red-300">
        {me.error.message}
      </span>
    );
  return (
    <span className="min-w-0 text-right text-sm leading-tight">
      <span className="block truncate font-medium text-slate-900 dark:text-white">{me.data.name ?? me.data.email}</span>
      <span className="block truncate text-slate-600 dark:text-slate-400">
        {me.data.name ? `${me.data.email} · ` : ""}
        {me.data.role === "admin" ? "Admin" : "Staff"}
      </span>
    </span>
  );
}

/**
 * Moves focus to the page's content after each navigation inside the desk, so keyboard and
 * screen-reader users land on the new page instead of on the link they left.
 */
function useFocusOnNavigation() {
  const main = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  const shown = useRef(pathname);
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    main.current?.focus({ preventScroll: true });
    window.scrollTo(0, 0);
  }, [pathname]);
  return main;
}

/** The desk's frame: skip link, header with the member and theme switch, navigation, the screen. */
export function DeskShell() {
  const main = useFocusOnNavigation();
  const busy = useNavigation().state === "loading";
  return (
    <div className="min-h-dvh">
      <a
        href="#desk-main"
        className="sr-only z-50 rounded-lg bg-white px-4 py-2 font-semibold text-slate-900 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to content
      </a>
      <header className="sticky top-0 z-40 border-b border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-950">
        <div className="mx-auto flex h-14 max-w-7xl items-center gap-3 px-4 sm:px-6">
          <NavLink
            to="/admin"
            end
            aria-label="Staff desk: dashboard"
            className="flex shrink-0 items-center gap-2 rounded-lg font-bold text-slate-900 dark:text-white"
          >
            <LogoMark className="size-8" />
            <span>Staff desk</span>
          </NavLink>
          <div className="ml-auto flex min-w-0 items-center gap-2">
            <SignedInMember />
            <ThemeToggle />
          </div>
        </div>
        <nav aria-label="Desk" className="mx-auto max-w-7xl overflow-x-auto px-2 sm:px-4">
          <ul className="flex gap-1">
            {navigation.map(({ to, label, icon: Icon, end }) => (
              <li key={to}>
                <NavLink
                  to={to}
                  end={end}
                  className="inline-flex min-h-11 items-center gap-2 whitespace-nowrap border-b-2 border-transparent px-3 text-sm font-medium text-slate-700 hover:text-slate-950 aria-[current=page]:border-brand-600 aria-[current=page]:text-brand-800 dark:text-slate-300 dark:hover:text-white dark:aria-[current=page]:border-brand-400 dark:aria-[current=page]:text-brand-200"
                >
                  <Icon aria-hidden="true" className="size-4" />
                  {label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        {busy && <div aria-hidden="true" className="h-0.5 animate-pulse bg-brand-500" />}
      </header>
      <main id="desk-main" ref={main} tabIndex={-1} className="mx-auto max-w-7xl px-4 py-6 outline-none sm:px-6">
        <Suspense fallback={<p className="text-slate-600 dark:text-slate-400">Loading…</p>}>
          <Outlet />
        </Suspense>
      </main>
    </div>
  );
}
