import { Hono } from "hono";
import { storedPhoto } from "../../domain/leads";
import type { AppEnv } from "../../env";
import { photoResponse } from "../../http/photo-response";

/**
 * /api/admin/photos/:id: a lead's photo, streamed from R2 to staff only; the R2 key is never
 * exposed. `?download=1` asks for an attachment instead of inline display.
 */
export const deskPhotoRoutes = new Hono<AppEnv>().get("/:id", async (c) =>
  photoResponse(await storedPhoto({ db: c.env.DB, photos: c.env.PHOTOS }, c.req.param("id")), {
    download: c.req.query("download") === "1",
  }),
);
