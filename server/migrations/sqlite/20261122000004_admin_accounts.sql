-- Staff accounts, their sessions, and failed sign-in counters. Sessions and
-- counters live in the database so that several server instances share them.
-- Times are Unix milliseconds.
CREATE TABLE admins (
    id            INTEGER PRIMARY KEY,
    -- Stored lower-case; unique.
    email         TEXT    NOT NULL UNIQUE,
    first_name    TEXT    NOT NULL,
    last_name     TEXT    NOT NULL,
    -- argon2id PHC string.
    password_hash TEXT    NOT NULL,
    created_at    INTEGER NOT NULL
);

CREATE TABLE admin_sessions (
    -- SHA-256 of the cookie's token: a copy of the database opens no session.
    token_hash   TEXT    PRIMARY KEY,
    admin_id     INTEGER NOT NULL REFERENCES admins (id) ON DELETE CASCADE,
    created_at   INTEGER NOT NULL,
    last_seen_at INTEGER NOT NULL,
    -- Absolute end, whatever the activity.
    expires_at   INTEGER NOT NULL
);
CREATE INDEX admin_sessions_by_admin ON admin_sessions (admin_id);

-- 'account:<email>' and 'ip:<address>' keys, counted in a fixed window.
CREATE TABLE login_failures (
    key          TEXT    PRIMARY KEY,
    failures     INTEGER NOT NULL,
    window_start INTEGER NOT NULL
);
