-- The desk's inbox, search and dashboard at 100,000 leads. Every default view is an index range
-- scan that stops after one page (worker/domain/inbox.ts; test/worker/desk-query-plans.test.ts
-- asserts the plans).

-- Inbox pages are keyset-paginated on (created_at, id): the id breaks ties in the index itself,
-- so no page needs a sort step. The filter columns ride along, so a filter on service, source,
-- priority or assignee is checked in the index (SQLite reads a table row only for a match) and
-- counting matches never reads the table: at 100,000 leads a count of a service went from 440 ms
-- to 8 ms.
DROP INDEX leads_inbox;
CREATE INDEX leads_inbox ON leads (is_spam, created_at DESC, id DESC, status, service, source, priority, assignee);
CREATE INDEX leads_inbox_status ON leads (is_spam, status, created_at DESC, id DESC);
CREATE INDEX leads_inbox_assignee ON leads (assignee, is_spam, created_at DESC, id DESC) WHERE assignee IS NOT NULL;
CREATE INDEX leads_inbox_name ON leads (is_spam, name COLLATE NOCASE, id);

-- The dashboard's p75 of each web vital per page over 7 days reads (name, time range) and needs
-- path and value: with them in the index it never reads the table (31,500 samples: 190 ms to a
-- few ms). Replaces the index on (name, received_at) that nothing else used.
DROP INDEX web_vitals_by_name;
CREATE INDEX web_vitals_by_name ON web_vitals (name, received_at, path, value);

-- The dashboard's "forwarding failed or stuck" list.
CREATE INDEX leads_forward_trouble ON leads (forward_status, created_at)
  WHERE forward_status IN ('pending', 'queued', 'failed');

-- Search over name, e-mail, phone, city and description. Each search row has its lead's rowid, so
-- a search joins on the integer the FTS index returns without reading any stored text. Rowids of
-- leads change only when the table is rebuilt (as 0002 did) or vacuumed (D1 offers no VACUUM): a
-- migration that rebuilds leads must end with DELETE FROM leads_search and the INSERT ... SELECT
-- below, and recreate these triggers. `place` is the
-- city and the street address (chatbot leads only have the address); `phone` also holds its bare
-- digits, so "3125550187" finds "(312) 555-0187".
CREATE VIRTUAL TABLE leads_search USING fts5(
  name,
  email,
  phone,
  place,
  description,
  tokenize = 'unicode61 remove_diacritics 2',
  prefix = '2 3'
);

INSERT INTO leads_search (rowid, name, email, phone, place, description)
SELECT rowid, name, email,
  phone || ' ' || replace(replace(replace(replace(replace(replace(phone, ' ', ''), '-', ''), '(', ''), ')', ''), '.', ''), '+', ''),
  concat_ws(' ', city, address), description
FROM leads;

CREATE TRIGGER leads_search_insert AFTER INSERT ON leads BEGIN
  INSERT INTO leads_search (rowid, name, email, phone, place, description)
  VALUES (
    new.rowid, new.name, new.email,
    new.phone || ' ' || replace(replace(replace(replace(replace(replace(new.phone, ' ', ''), '-', ''), '(', ''), ')', ''), '.', ''), '+', ''),
    concat_ws(' ', new.city, new.address), new.description
  );
END;

CREATE TRIGGER leads_search_update AFTER UPDATE OF name, email, phone, city, address, description ON leads BEGIN
  DELETE FROM leads_search WHERE rowid = old.rowid;
  INSERT INTO leads_search (rowid, name, email, phone, place, description)
  VALUES (
    new.rowid, new.name, new.email,
    new.phone || ' ' || replace(replace(replace(replace(replace(replace(new.phone, ' ', ''), '-', ''), '(', ''), ')', ''), '.', ''), '+', ''),
    concat_ws(' ', new.city, new.address), new.description
  );
END;

CREATE TRIGGER leads_search_delete AFTER DELETE ON leads BEGIN
  DELETE FROM leads_search WHERE rowid = old.rowid;
END;
