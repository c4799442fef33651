-- The kanban board at 100,000 leads (worker/domain/boards.ts).

-- A board's cards in order: position, then newest first, then id (so no two cards tie). Partial on
-- is_spam = 0 because spam is never on a board: listing a column's first cards, counting a column
-- and finding a card's neighbours are each one range of this index.
CREATE INDEX leads_board_cards ON leads (column_id, position, created_at DESC, id DESC) WHERE is_spam = 0;

-- Every change that a board shows bumps its revision, whoever makes it (a move, a status edit in
-- the lead's page, a new lead, a deletion, a column change). The board's ETag is its revision, so
-- the desk's poll is answered 304 from one primary-key read while nothing changed.
ALTER TABLE boards ADD COLUMN revision INTEGER NOT NULL DEFAULT 0;

CREATE TRIGGER boards_revision_lead_insert AFTER INSERT ON leads WHEN new.column_id IS NOT NULL BEGIN
  UPDATE boards SET revision = revision + 1 WHERE id = (SELECT board_id FROM board_columns WHERE id = new.column_id);
END;

CREATE TRIGGER boards_revision_lead_update
AFTER UPDATE OF column_id, position, version, name, service, city, priority, is_spam, status ON leads BEGIN
  UPDATE boards SET revision = revision + 1
  WHERE id IN (SELECT board_id FROM board_columns WHERE id IN (old.column_id, new.column_id));
END;

CREATE TRIGGER boards_revision_lead_delete AFTER DELETE ON leads WHEN old.column_id IS NOT NULL BEGIN
  UPDATE boards SET revision = revision + 1 WHERE id = (SELECT board_id FROM board_columns WHERE id = old.column_id);
END;

CREATE TRIGGER boards_revision_column_insert AFTER INSERT ON board_columns BEGIN
  UPDATE boards SET revision = revision + 1 WHERE id = new.board_id;
END;

CREATE TRIGGER boards_revision_column_update AFTER UPDATE ON board_columns BEGIN
  UPDATE boards SET revision = revision + 1 WHERE id IN (old.board_id, new.board_id);
END;

CREATE TRIGGER boards_revision_column_delete AFTER DELETE ON board_columns BEGIN
  UPDATE boards SET revision = revision + 1 WHERE id = old.board_id;
END;
