-- Accounts and instances staff blocked (issue 73): an actor by its
-- address, or an instance by its host (and the hosts under it). What they
-- post to the inbox is refused, they follow the guide no more, and the
-- guide follows them no more.
CREATE TABLE federation_blocks (
    kind        TEXT    NOT NULL CHECK (kind IN ('actor', 'instance')),
    value       TEXT    NOT NULL,
    created_at  INTEGER  NOT NULL,
    created_by  INTEGER  REFERENCES admins (id) ON DELETE SET NULL,
    PRIMARY KEY (kind, value)
);
