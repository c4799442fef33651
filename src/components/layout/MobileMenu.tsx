import { Menu } from "lucide-react";
import { lazy, Suspense, useEffect, useState } from "react";
import { useLocation } from "react-router-dom";

const loadDialog = () => import("./MobileMenuDialog");
const MobileMenuDialog = lazy(() => loadDialog().then((module) => ({ default: module.MobileMenuDialog })));

/**
 * The menu button on narrow screens. The menu itself (a modal dialog with every service) comes on
 * the first open, its code fetched as soon as the button is touched or focused: until then it costs
 * the page neither markup nor JavaScript.
 */
export function MobileMenu() {
  const [open, setOpen] = useState(false);
  const [everOpened, setEverOpened] = useState(false);
  const { pathname } = useLocation();

  // biome-ignore lint/correctness/useExhaustiveDependencies: closing is the effect of a route change
  useEffect(() => setOpen(false), [pathname]);

  return (
    <>
      <button
        type="button"
        onClick={() => {
          setEverOpened(true);
          setOpen(true);
        }}
        onPointerDown={() => void loadDialog()}
        onFocus={() => void loadDialog()}
        aria-haspopup="dialog"
        aria-expanded={open}
        className="inline-flex size-11 items-center justify-center rounded-lg hover:bg-slate-100 lg:hidden dark:hover:bg-slate-800"
        aria-label="Open menu"
      >
        <Menu aria-hidden="true" className="size-6" />
      </button>
      {everOpened && (
        <Suspense fallback={null}>
          <MobileMenuDialog open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
