/** Only same-site paths may be offered as "try again" targets. */
const safePath = (value: string | null) => (value?.startsWith("/") && !value.startsWith("//") ? value : "/");

/** The offline page's "Try again" link (src/routes/offline.tsx) goes to the page that failed, from ?from=. */
export function mount(link: HTMLElement) {
  link.setAttribute("href", safePath(new URLSearchParams(window.location.search).get("from")));
}
