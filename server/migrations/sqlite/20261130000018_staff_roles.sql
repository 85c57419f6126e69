-- Staff roles, invitations and password resets (issue #39, part 1).
-- Times are Unix milliseconds.
--
-- Every account made so far could do everything: each stays an admin.
ALTER TABLE admins ADD COLUMN role TEXT NOT NULL DEFAULT 'admin'
    CHECK (role IN ('admin', 'editor'));
-- A disabled account cannot sign in, and its sessions were ended.
ALTER TABLE admins ADD COLUMN disabled_at INTEGER;

-- The e-mailed single-use links: an admin's invitation (which names the
-- role) and a forgotten password's reset.
CREATE TABLE staff_links (
    id         INTEGER PRIMARY KEY AUTOINCREMENT,
    -- SHA-256 of the link's token: a copy of the database opens no link.
    token_hash TEXT    NOT NULL UNIQUE,
    kind       TEXT    NOT NULL CHECK (kind IN ('invitation', 'reset')),
    -- Lower case: whom it was sent to.
    email      TEXT    NOT NULL,
    role       TEXT    CHECK (role IN ('admin', 'editor')),
    -- The language of the e-mail and of the page the link opens.
    lang       TEXT    NOT NULL,
    created_by INTEGER REFERENCES admins (id) ON DELETE SET NULL,
    created_at INTEGER NOT NULL,
    expires_at INTEGER NOT NULL,
    -- Set once, when the link is used (or replaced by a newer one).
    used_at    INTEGER
);
CREATE INDEX staff_links_by_email ON staff_links (email, kind);
