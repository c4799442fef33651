/** Shows a Play/Pause button (src/components/home/CarouselControls.tsx) as playing or paused: its icon and its label. */
export function showPlaying(button: HTMLElement, playing: boolean) {
  button.dataset.playing = String(playing);
  const label = button.getAttribute("aria-label") ?? "";
  button.setAttribute("aria-label", label.replace(/^(Pause|Play)\b/, playing ? "Pause" : "Play"));
}
