/**
 * The before/after slider of a project page (src/components/projects/BeforeAfterSlider.tsx): the
 * range input's value clips the "after" picture and places the divider.
 */
export function mount(figure: HTMLElement) {
  const input = figure.querySelector("input");
  const after = figure.querySelectorAll("img")[1];
  const divider = figure.querySelector<HTMLElement>('[aria-hidden="true"]');
  if (!input || !after || !divider) return;
  const show = () => {
    const percent = Number(input.value);
    after.style.clipPath = `inset(0 0 0 ${percent}%)`;
    divider.style.left = `${percent}%`;
    input.setAttribute("aria-valuetext", `${100 - percent}% after, ${percent}% before`);
  };
  input.addEventListener("input", show);
  // Moved before this code came (a key press that loaded it): show where it is now.
  show();
}
