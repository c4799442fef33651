/**
 * The header's two menus, whose contents wait in <template>s until first opened
 * (src/components/layout/MegaMenu.tsx and MobileMenu.tsx). Part of every page's script, so a menu
 * opens on the very first click.
 */

/** Puts the contents of a template in its place. */
function stamp(template: HTMLTemplateElement) {
  const content = template.content;
  template.replaceWith(content);
}

/** Services on wide screens: opens on click; closes on a click outside it and on Escape (focus back on the button). */
function wireMegaMenu(menu: HTMLElement) {
  const trigger = menu.querySelector<HTMLButtonElement>("button[aria-controls]");
  const panel = document.getElementById(trigger?.getAttribute("aria-controls") ?? "");
  if (!trigger || !panel) return;
  const fill = () => {
    const template = panel.querySelector("template");
    if (template) stamp(template);
  };
  const setOpen = (open: boolean) => {
    fill();
    panel.hidden = !open;
    trigger.setAttribute("aria-expanded", String(open));
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
  // Pointing at the button or focusing it fills the panel, so the click only has to show it.
  trigger.addEventListener("pointerenter", fill, { once: true });
  trigger.addEventListener("focus", fill, { once: true });
  trigger.addEventListener("click", () => setOpen(trigger.getAttribute("aria-expanded") !== "true"));
  // A page restored from the back/forward cache comes back with the menu closed.
  window.addEventListener("pageshow", () => setOpen(false));
}

/** The slide-in menu on narrow screens: a modal dialog; the page behind does not scroll while it is open. */
function wireMobileMenu(button: HTMLElement, template: HTMLTemplateElement) {
  let dialog: HTMLDialogElement | null = null;
  const create = () => {
    const created = template.content.querySelector("dialog");
    if (!created) throw new Error("The mobile menu's template holds no dialog");
    stamp(template);
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
  button.addEventListener("click", () => {
    dialog ??= create();
    dialog.showModal();
    document.body.style.overflow = "hidden";
    button.setAttribute("aria-expanded", "true");
  });
  window.addEventListener("pageshow", () => dialog?.close());
}

export function enhanceMenus() {
  for (const menu of document.querySelectorAll<HTMLElement>("[data-mega-menu]")) wireMegaMenu(menu);
  const button = document.querySelector<HTMLElement>("[data-mobile-menu]");
  const template = document.querySelector<HTMLTemplateElement>("template[data-mobile-menu-template]");
  if (button && template) wireMobileMenu(button, template);
}
