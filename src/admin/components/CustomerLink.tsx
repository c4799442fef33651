import { type ReactNode, useEffect, useId, useRef, useState } from "react";
import { useToast } from "../../components/ui/toast";

/**
 * The customer's estimate link, selected on focus, with a Copy button that puts it on the clipboard
 * (or, when the browser refuses, selects it for Ctrl+C), and what happened. Focus starts on Copy.
 * `children` go beside Copy.
 */
export function CustomerLink({ link, hint, children }: { link: string; hint: string; children?: ReactNode }) {
  const id = useId();
  const toast = useToast();
  const [copied, setCopied] = useState("");
  const copyButton = useRef<HTMLButtonElement>(null);
  const linkInput = useRef<HTMLInputElement>(null);

  useEffect(() => {
    copyButton.current?.focus();
  }, []);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      setCopied("Copied. Paste the link into a text message to the customer.");
      toast.success({ title: "Link copied", description: "Paste it into a text message to the customer." });
    } catch {
      linkInput.current?.select();
      setCopied("The link is selected: press Ctrl+C (⌘C on a Mac) to copy it.");
    }
  };

  return (
    <>
      <div>
        <label htmlFor={`${id}-link`} className="field-label">
          The customer's link, to paste into a text message
        </label>
        <input
          ref={linkInput}
          id={`${id}-link`}
          readOnly
          value={link}
          onFocus={(event) => event.currentTarget.select()}
          className="field-input font-mono text-sm"
        />
        <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">{hint}</p>
      </div>
      <p aria-live="polite" className="text-sm font-medium text-emerald-800 dark:text-emerald-300">
        {copied}
      </p>
      <div className="flex flex-wrap gap-2">
        <button ref={copyButton} type="button" className="btn-primary" onClick={() => void copy()}>
          Copy link
        </button>
        {children}
      </div>
    </>
  );
}
