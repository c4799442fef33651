/** The Copy button of the embed snippet on /contact (src/components/quote/EmbedSnippet.tsx). */
export function mount(details: HTMLElement) {
  const code = details.querySelector("code");
  const button = details.querySelector("button");
  const status = details.querySelector('[role="status"]');
  button?.addEventListener("click", async () => {
    if (!status) return;
    try {
      await navigator.clipboard.writeText(code?.textContent ?? "");
      status.textContent = "Copied";
    } catch {
      status.textContent = "Copy failed: select the code and copy it";
    }
  });
}
