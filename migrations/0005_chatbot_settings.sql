-- The chatbot's configuration gains what spec section 3 lists beyond the first cut: the welcome
-- and offline messages in Spanish and French (English stays in welcome_message / offline_message),
-- the AI provider and its key, encrypted with AES-GCM under the CHATBOT_KEY_SECRET Worker secret,
-- and a version for optimistic concurrency between staff editing at the same time.
-- translations: JSON {"es": {"welcomeMessage", "offlineMessage"}, "fr": {...}}; a missing text
-- falls back to the defaults in src/lib/chat.ts.
ALTER TABLE chatbot_config ADD COLUMN translations TEXT NOT NULL DEFAULT '{}';
-- base64 of the 12-byte IV followed by the ciphertext; NULL: no key, AI replies off.
ALTER TABLE chatbot_config ADD COLUMN ai_key_ciphertext TEXT;
ALTER TABLE chatbot_config ADD COLUMN ai_base_url TEXT NOT NULL DEFAULT 'https://api.openai.com/v1';
ALTER TABLE chatbot_config ADD COLUMN ai_model TEXT NOT NULL DEFAULT 'gpt-3.5-turbo';
ALTER TABLE chatbot_config ADD COLUMN version INTEGER NOT NULL DEFAULT 1;
