/**
 * The header's two menus (src/components/layout/MegaMenu.tsx and MobileMenu.tsx), whose contents are
 * a file of their own (SiteMenus.tsx) that the header names in data-menus: fetched as this script
 * starts, at low priority (a file kept a year, so only once a visit), parsed and put in place when a
 * menu first opens. Part of every page's script, so a menu opens on the very first tap.
 */

/** Where a menu's button takes the visitor when the menus' markup cannot be had: the page that lists what they list. */
const servicesPath = "/services";

/** The menus' markup, fetched once; parsed when a menu first opens, as an inert fragment of this document. */
function menusFrom(address: string) {
  let markup: Promise<string> | undefined;
  let parsed: Promise<DocumentFragment> | undefined;
  const fetchMarkup = () => {
    markup ??= fetch(address, { priority: "low" })
      .then((response) => {
        if (!response.ok) throw new Error(`The menus' markup answered ${response.status}`);
        return response.text();
      })
      .catch((error: unknown) => {
        markup = undefined; // tried again on the next open: the network may be back
        throw error;
      });
    return markup;
  };
  const parts = () => {
    parsed ??= fetchMarkup().then(
      (html) => {
        const holder = document.createElement("template");
        holder.innerHTML = html;
        return holder.content;
      },
      (error: unknown) => {
        parsed = undefined;
        throw error;
      },
    );
    return parsed;
  };
  return { fetchMarkup, parts };
}
type Menus = ReturnType<typeof menusFrom>;

/** Runs `open` once the menus' markup is here; without it (no network), goes to the services page instead. */
function whenMenusReady(menus: Menus, open: (parts: DocumentFragment) => void) {
  menus.parts().then(open, () => window.location.assign(servicesPath));
}

/** Services on wide screens: opens on click; closes on a click outside it and on Escape (focus back on the button). */
function wireMegaMenu(menu: HTMLElement, menus: Menus) {
  const trigger = menu.querySelector<HTMLButtonElement>("button[aria-controls]");
  const panel = document.getElementById(trigger?.getAttribute("aria-controls") ?? "");
  if (!trigger || !panel) return;
  const fill = (parts: DocumentFragment) => {
    const content = parts.querySelector('[data-menu="mega"]');
    if (content && !panel.hasChildNodes()) panel.append(...content.childNodes);
  };
  // The panel shows once the button is expanded and the panel is filled, whichever comes last.
  const show = () => {
    panel.hidden = trigger.getAttribute("aria-expanded") !== "true" || !panel.hasChildNodes();
  };
  const setOpen = (open: boolean) => {
    trigger.setAttribute("aria-expanded", String(open));
    show();
    if (open && !panel.hasChildNodes())
      whenMenusReady(menus, (parts) => {
        fill(parts);
        show();
      });
    if (open) {
      document.addEventListener("pointerdown", closeOnOutsidePointer);
      document.addEventListener("keydown", closeOnEscape);
    } else {
      document.removeEventListener("pointerdown", closeOnOutsidePointer);
      document.removeEventListener("keydown", closeOnEscape);
    }
  };
  const closeOnOutsidePointer = (event: PointerEvent) => {
    if (!menu.contains(event.target as Node)) setOpen(false);
  };
  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key !== "Escape") return;
    setOpen(false);
    trigger.focus();
  };
  trigger.addEventListener("click", () => setOpen(trigger.getAttribute("aria-expanded") !== "true"));
  // A page restored from the back/forward cache comes back with the menu closed.
  window.addEventListener("pageshow", () => setOpen(false));
}

/** The slide-in menu on narrow screens: a modal dialog; the page behind does not scroll while it is open. */
function wireMobileMenu(button: HTMLElement, menus: Menus) {
  let dialog: HTMLDialogElement | null = null;
  const create = (parts: DocumentFragment) => {
    const created = parts.querySelector("dialog");
    if (!created) throw new Error("The menus' markup holds no dialog");
    button.after(created);
    for (const link of created.querySelectorAll<HTMLAnchorElement>("a[data-page-link]"))
      if (link.pathname === window.location.pathname) link.setAttribute("aria-current", "page");
    created.querySelector("[data-menu-close]")?.addEventListener("click", () => created.close());
    const services = created.querySelector<HTMLButtonElement>("button[aria-controls]");
    const servicesList = document.getElementById(services?.getAttribute("aria-controls") ?? "");
    services?.addEventListener("click", () => {
      if (!servicesList) return;
      servicesList.hidden = !servicesList.hidden;
      services.setAttribute("aria-expanded", String(!servicesList.hidden));
    });
    created.addEventListener("close", () => {
      document.body.style.overflow = "";
      button.setAttribute("aria-expanded", "false");
    });
    return created;
  };
  const open = (shown: HTMLDialogElement) => {
    shown.showModal();
    document.body.style.overflow = "hidden";
    button.setAttribute("aria-expanded", "true");
  };
  button.addEventListener("click", () => {
    if (dialog) open(dialog);
    else
      whenMenusReady(menus, (parts) => {
        dialog ??= create(parts);
        open(dialog);
      });
  });
  window.addEventListener("pageshow", () => dialog?.close());
}

export function enhanceMenus() {
  const address = document.querySelector<HTMLElement>("header[data-menus]")?.dataset.menus;
  if (!address) return;
  const menus = menusFrom(address);
  for (const menu of document.querySelectorAll<HTMLElement>("[data-mega-menu]")) wireMegaMenu(menu, menus);
  const button = document.querySelector<HTMLElement>("[data-mobile-menu]");
  if (button) wireMobileMenu(button, menus);
  // Ahead of the first tap; a failure is dealt with when a menu opens.
  menus.fetchMarkup().catch(() => undefined);
}
