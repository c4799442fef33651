/**
 * Where the chat keeps what must outlive a page: the conversation (until it ends or the visitor
 * starts over) and the outbox of leads the server has not accepted yet. Only the keys live here,
 * because every public page's script (src/browser/main.ts) reads the outbox to send what is waiting;
 * reading and writing is in src/components/chat/storage.ts.
 */
export const chatSessionKey = "chat-session";
export const chatOutboxKey = "chat-outbox";
