import type { Page } from "playwright-core";
import sharp from "sharp";
import type { ChatWidgetConfig } from "../../src/lib/chat";
import { deskApi } from "./browser";

/** What the chat's browser tests send and set: a photo through the panel, the widget's settings. */

const photo = () =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: "#4a7" } })
    .jpeg()
    .toBuffer();

export async function sendPhoto(page: Page) {
  await page
    .locator("#chat-panel")
    .locator('input[type="file"]')
    .setInputFiles({ name: "wall.jpg", mimeType: "image/jpeg", buffer: await photo() });
}

export const widgetConfig = async (page: Page) =>
  page.evaluate(() => fetch("/api/chatbot/config", { cache: "no-store" }).then((r) => r.json())) as Promise<ChatWidgetConfig>;

/** Saves a change of the desk's chatbot settings as a signed-in staff member would. */
export async function editSettings(patch: Record<string, unknown>) {
  const { settings } = await deskApi<{ settings: Record<string, unknown> }>("/api/admin/chatbot");
  const { aiKeySet: _k, updatedAt: _u, updatedBy: _b, ...editable } = settings;
  await deskApi("/api/admin/chatbot", "PUT", { ...editable, ...patch });
}
