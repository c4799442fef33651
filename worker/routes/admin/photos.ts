import { Hono } from "hono";
import { leadDeskMessages } from "../../../src/lib/desk";
import { photoResponseHeaders } from "../../domain/media";
import type { AppEnv } from "../../env";
import { ClientProblem } from "../../http/problems";

/**
 * /api/admin/photos/:id: a lead's photo, streamed from R2 to staff only. Photo ids are random
 * UUIDs known only from a lead's detail; the R2 key is never exposed. `?download=1` asks for an
 * attachment instead of inline display.
 */

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const deskPhotoRoutes = new Hono<AppEnv>().get("/:id", async (c) => {
  const id = c.req.param("id");
  const photo = uuid.test(id)
    ? await c.env.DB.prepare("SELECT r2_key, content_type, original_name FROM lead_photos WHERE id = ?")
        .bind(id)
        .first<{ r2_key: string; content_type: string; original_name: string }>()
    : null;
  const object = photo ? await c.env.PHOTOS.get(photo.r2_key) : null;
  if (!photo || !object) throw new ClientProblem(404, leadDeskMessages.photoNotFound);
  const download = c.req.query("download") === "1";
  return c.body(object.body, 200, {
    ...photoResponseHeaders(photo.content_type, photo.original_name, { download }),
    "Content-Length": String(object.size),
  });
});
