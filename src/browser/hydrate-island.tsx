import type { ComponentType } from "react";
import { hydrateRoot } from "react-dom/client";
import { islandIdPrefix, islandTree, type ReactIslandName, reactIslands } from "../react-island";

/**
 * Hydrates one React island (src/react-island.tsx) with the component, props and id prefix it was
 * prerendered with; resolves once it is hydrated and its effects have run. island-triggers.ts calls
 * it once per island, when the island's trigger fires.
 */
export async function hydrateIsland(element: HTMLElement) {
  const name = element.dataset.island as ReactIslandName;
  const Component = (await reactIslands[name]()) as ComponentType<object>;
  const props: object = JSON.parse(element.dataset.props ?? "{}");
  // A click while React hydrates can be lost (its handler's state update comes before the component
  // has mounted): code that stands in for the island (quote-draft.ts) keeps carrying events out until
  // hydration has committed and the island has read what that code stored; then it stands aside.
  const markHydrated = () => element.setAttribute("data-island-hydrated", "");
  // From here React listens to the island's events: a click before hydration has finished makes it
  // hydrate at once and carry the click out itself (island-triggers.ts then does not carry it out again).
  element.setAttribute("data-island-hydrating", "");
  await new Promise<void>((mounted) =>
    hydrateRoot(element, islandTree(Component, props, { onHydrated: markHydrated, onMounted: mounted }), {
      identifierPrefix: islandIdPrefix(name),
    }),
  );
}
