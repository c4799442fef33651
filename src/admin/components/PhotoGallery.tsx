import { Download, ImageOff } from "lucide-react";
import { type ReactNode, useState } from "react";
import { type LeadPhoto, leadDeskMessages } from "../../lib/desk";
import { formatBytes } from "../format";
import { Dialog } from "./Dialog";

const downloadUrl = (photo: LeadPhoto) => `${photo.url}${photo.url.includes("?") ? "&" : "?"}download=1`;

function DownloadLink({ photo }: { photo: LeadPhoto }) {
  return (
    <a
      href={downloadUrl(photo)}
      download
      className="inline-flex min-h-11 items-center gap-1 font-medium text-brand-800 underline dark:text-brand-200"
    >
      <Download aria-hidden="true" className="size-4" />
      Download<span className="sr-only"> {photo.originalName}</span> ({formatBytes(photo.sizeBytes)})
    </a>
  );
}

/** A photo's place when it cannot be shown: why, in a box of the thumbnail's shape. */
function Unshown({ children }: { children: ReactNode }) {
  return (
    <div className="grid aspect-[4/3] place-content-center justify-items-center gap-1 rounded-lg bg-slate-100 p-2 text-center text-sm dark:bg-slate-800">
      <ImageOff aria-hidden="true" className="size-6" />
      <p>{children}</p>
    </div>
  );
}

/** What shows when the browser cannot decode a photo (an image type it does not support). */
const Undecodable = ({ photo }: { photo: LeadPhoto }) => <Unshown>This browser cannot show {photo.originalName}.</Unshown>;

function Thumbnail({ photo, onOpen }: { photo: LeadPhoto; onOpen: () => void }) {
  const [broken, setBroken] = useState(false);
  if (photo.fileMissing) {
    return (
      <li>
        <Unshown>
          {photo.originalName}: {leadDeskMessages.photoFileMissing}
        </Unshown>
      </li>
    );
  }
  return (
    <li className="grid content-start gap-1">
      {broken ? (
        <Undecodable photo={photo} />
      ) : (
        <button type="button" onClick={onOpen} className="overflow-hidden rounded-lg">
          <img
            src={photo.url}
            alt={`${photo.originalName}, open full size`}
            width={photo.width}
            height={photo.height}
            loading="lazy"
            onError={() => setBroken(true)}
            className="aspect-[4/3] w-full bg-slate-100 object-cover dark:bg-slate-800"
          />
        </button>
      )}
      <DownloadLink photo={photo} />
    </li>
  );
}

/** A lead's photos as thumbnails; one opens full size in a dialog, each can be downloaded. */
export function PhotoGallery({ photos }: { photos: LeadPhoto[] }) {
  const [open, setOpen] = useState<LeadPhoto | null>(null);
  const [fullBroken, setFullBroken] = useState(false);
  if (photos.length === 0) return <p className="text-slate-700 dark:text-slate-300">No photos were sent.</p>;
  return (
    <>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
        {photos.map((photo) => (
          <Thumbnail
            key={photo.id}
            photo={photo}
            onOpen={() => {
              setFullBroken(false);
              setOpen(photo);
            }}
          />
        ))}
      </ul>
      <Dialog open={open !== null} onClose={() => setOpen(null)} title={open?.originalName ?? "Photo"} wide>
        {open &&
          (fullBroken ? (
            <Undecodable photo={open} />
          ) : (
            <img
              src={open.url}
              alt={open.originalName}
              width={open.width}
              height={open.height}
              onError={() => setFullBroken(true)}
              className="max-h-[75dvh] w-full object-contain"
            />
          ))}
        {open && <DownloadLink photo={open} />}
      </Dialog>
    </>
  );
}
