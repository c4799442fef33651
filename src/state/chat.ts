/**
 * Where the chat keeps what must outlive a page: the conversation (until it ends or the visitor
 * starts over) and the outbox of leads the server has not accepted yet. Only the keys live here,
 * because the prerendered chat button reads them on every page to decide whether the chat's code
 * must come at once; reading and writing is in src/components/chat/storage.ts.
 */
export const chatSessionKey = "chat-session";
export const chatOutboxKey = "chat-outbox";
