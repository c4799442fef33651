/**
 * The company's mark, drawn inline, beside the name it stands for. As an <img src="/icon.svg"> it
 * cost every page a preload, a request and an SVG document of its own, which Chromium builds on the
 * main thread just as the page first paints (4-10 ms on a 2-core machine). scripts/make-images.ts
 * writes public/icon.svg, and the icons made from it, from this component: the artwork has one source.
 */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" className={className} aria-hidden="true">
      <rect width="64" height="64" rx="14" fill="#0f766e" />
      <path d="M12 40 32 14l20 26H44v12H20V40Z" fill="#f0fdfa" />
      <path d="M26 52V40h12v12" fill="#0f766e" />
      <path d="M6 50c6-4 10-4 16 0s10 4 16 0 10-4 16 0 6 3 4 3v5H6Z" fill="#f59e0b" />
    </svg>
  );
}
