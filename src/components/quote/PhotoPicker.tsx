import { ImagePlus, X } from "lucide-react";
import { type ChangeEvent, type Dispatch, type SetStateAction, useEffect, useId, useRef, useState } from "react";
import { messages } from "../../lib/messages";
import { useToast } from "../ui/toast";
import type { PreparedImages } from "./images";
import type { QuoteImage } from "./submission";

const fileSize = (bytes: number) =>
  bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} KB` : `${(bytes / (1024 * 1024)).toFixed(1)} MB`;

/**
 * Photo upload: several image files at once, shown as thumbnails, each with its own remove button.
 * Without JavaScript the same file input (name "images") is posted with the form.
 */
export function PhotoPicker({
  images,
  onChange,
  onPreparingChange,
}: {
  images: readonly QuoteImage[];
  onChange: Dispatch<SetStateAction<QuoteImage[]>>;
  /** True while chosen photos are being resized and read (the form waits for them before sending). */
  onPreparingChange?: (preparing: boolean) => void;
}) {
  const id = useId();
  const toast = useToast();
  const input = useRef<HTMLInputElement>(null);
  const [preparing, setPreparing] = useState(false);
  const busy = useRef(false);
  /** Known once the shared rules have loaded (on first use of the form). */
  const [maxImages, setMaxImages] = useState(Number.POSITIVE_INFINITY);
  const full = images.length >= maxImages;

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const files = [...(event.target.files ?? [])];
    // With script the photos travel in the JSON body; clearing lets the same file be chosen again.
    event.target.value = "";
    await add(files);
  }

  // Photos chosen before the page's script took charge of the form are added now.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once, right after hydration
  useEffect(() => {
    const files = [...(input.current?.files ?? [])];
    if (files.length === 0 || !input.current) return;
    input.current.value = "";
    void add(files);
  }, []);

  async function add(files: File[]) {
    if (files.length === 0 || busy.current) return;
    busy.current = true;
    setPreparing(true);
    onPreparingChange?.(true);
    let prepared: PreparedImages;
    try {
      prepared = await (await import("./images")).prepareImages(files, images);
    } catch {
      prepared = { images: [], problem: messages.imageReadError, maxImages };
    }
    busy.current = false;
    setPreparing(false);
    onPreparingChange?.(false);
    setMaxImages(prepared.maxImages);
    const { images: added, problem } = prepared;
    if (problem) {
      toast.error(problem);
      return;
    }
    if (added.length === 0) return;
    onChange((current) => [...current, ...added]);
    toast.success(messages.imagesAdded(added.length));
  }

  function remove(index: number) {
    const image = images[index];
    if (!image) return;
    onChange((current) => current.filter((candidate) => candidate.id !== image.id));
    // Focus the next photo's remove button, else the previous one, else the file input.
    requestAnimationFrame(() => {
      const buttons = input.current?.closest("[data-photo-picker]")?.querySelectorAll<HTMLButtonElement>("[data-remove-photo]");
      const next = buttons?.[Math.min(index, (buttons?.length ?? 1) - 1)];
      (next ?? input.current)?.focus();
    });
  }

  return (
    <div data-photo-picker className="space-y-3">
      <div>
        <label htmlFor={id} className="field-label">
          Photos of the area <span className="font-normal text-slate-600 dark:text-slate-400">(optional)</span>
        </label>
        <div className="rounded-xl border-2 border-dashed border-slate-300 p-4 dark:border-slate-600">
          <div className="mb-3 flex items-center gap-2 text-sm text-slate-600 dark:text-slate-400">
            <ImagePlus aria-hidden="true" className="size-5 shrink-0 text-brand-700 dark:text-brand-300" />
            <span id={`${id}-hint`}>
              {full
                ? `That is the most we can take (${maxImages}). Remove one to add another.`
                : "Choose one or several. Large phone photos are resized for you."}
            </span>
          </div>
          <input
            ref={input}
            id={id}
            type="file"
            name="images"
            accept="image/*"
            multiple
            disabled={full}
            onChange={choose}
            aria-describedby={`${id}-hint`}
            className="block w-full max-w-full text-sm text-slate-700 file:mr-3 file:min-h-11 file:cursor-pointer file:rounded-lg file:border-0 file:bg-brand-700 file:px-4 file:py-2 file:font-semibold file:text-white hover:file:bg-brand-800 disabled:opacity-60 dark:text-slate-300 dark:file:bg-brand-600 dark:hover:file:bg-brand-500"
          />
          <p role="status" className="mt-2 min-h-5 text-sm text-slate-600 dark:text-slate-400">
            {preparing ? "Preparing photos…" : ""}
          </p>
        </div>
      </div>
      {images.length > 0 && (
        <ul aria-label="Chosen photos" className="grid grid-cols-3 gap-3 sm:grid-cols-4">
          {images.map((image, index) => (
            <li
              key={image.id}
              className="relative overflow-hidden rounded-lg border border-slate-200 bg-slate-100 dark:border-slate-700 dark:bg-slate-800"
            >
              <img src={image.data} alt={image.name} className="aspect-square w-full object-cover" />
              <button
                type="button"
                data-remove-photo
                onClick={() => remove(index)}
                aria-label={`Remove photo ${image.name}`}
                className="absolute right-1 top-1 inline-flex size-8 items-center justify-center rounded-full bg-slate-900/80 text-white hover:bg-red-700 focus-visible:bg-red-700"
              >
                <X aria-hidden="true" className="size-4" />
              </button>
              <span className="block truncate px-2 py-1 text-xs text-slate-700 dark:text-slate-300" aria-hidden="true">
                {fileSize(image.size)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
