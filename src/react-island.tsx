import {
  type ComponentProps,
  type ComponentType,
  createContext,
  type ReactNode,
  StrictMode,
  useContext,
  useEffect,
  useState,
} from "react";
import { AppErrorBoundary } from "./components/layout/AppError";
import { type ReactIslandName, reactIslands } from "./island-components";

export { type ReactIslandName, reactIslands };

type IslandProps<Name extends ReactIslandName> = ComponentProps<Awaited<ReturnType<(typeof reactIslands)[Name]>>>;
export type IslandRender = { name: ReactIslandName; props: object };

/**
 * Calls `onHydrated` as the island's first effects run (hydration committed: React carries out
 * events from here on, and has read what code before it left, such as the stored quote draft), and
 * `onMounted` once the island has settled: what those effects changed (e.g. the quote form taking
 * over what was typed before it came) rendered as well.
 */
function Mounted({ onHydrated, onMounted, children }: { onHydrated: () => void; onMounted: () => void; children: ReactNode }) {
  const [settled, setSettled] = useState(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, as hydration commits
  useEffect(() => {
    onHydrated();
    setSettled(true);
  }, []);
  useEffect(() => {
    if (settled) onMounted();
  }, [settled, onMounted]);
  return children;
}

/** The tree an island renders, the same on the server and in the browser (so hydration matches). */
export const islandTree = (
  Component: ComponentType<object>,
  props: object,
  { onHydrated = () => {}, onMounted = () => {} }: { onHydrated?: () => void; onMounted?: () => void } = {},
) => (
  <StrictMode>
    <Mounted onHydrated={onHydrated} onMounted={onMounted}>
      <AppErrorBoundary>
        <Component {...props} />
      </AppErrorBoundary>
    </Mounted>
  </StrictMode>
);

/** useId inside an island depends only on the island: each is a root of its own with this prefix. */
export const islandIdPrefix = (name: ReactIslandName) => `${name}-`;

/** Set by the prerenderer: takes an island to render and answers the number of its slot. */
export const IslandCollector = createContext<((island: IslandRender) => number) | null>(null);

/**
 * Where an island goes in a page: its box, its name and props for the browser, and a slot the
 * prerenderer fills with the island's own HTML.
 */
export function Island<Name extends ReactIslandName>({
  name,
  props,
  className,
}: {
  name: Name;
  props?: IslandProps<Name>;
  className?: string;
}) {
  const collect = useContext(IslandCollector);
  if (!collect) throw new Error(`The ${name} island is rendered by the prerenderer only`);
  const slot = collect({ name, props: props ?? {} });
  return (
    <div data-island={name} data-props={props ? JSON.stringify(props) : undefined} className={className}>
      <template data-island-slot={slot} />
    </div>
  );
}
