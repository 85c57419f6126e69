-- Organizers' submissions (issue 73): an event sent in through 'Add your
-- event', held until its organizer confirms their address and staff
-- decide. Times are Unix milliseconds.
CREATE TABLE submissions (
    id               INTEGER PRIMARY KEY AUTOINCREMENT,
    status           TEXT    NOT NULL DEFAULT 'unconfirmed'
                     CHECK (status IN ('unconfirmed', 'pending', 'approved', 'declined')),
    -- The organizer's form as they last sent it (core's SubmissionForm,
    -- JSON), checked by core's rules each time.
    form             TEXT    NOT NULL,
    -- Lower-cased: the day's count and blocks go by it.
    organizer_email  TEXT    NOT NULL,
    -- The language its e-mails and its page are written in.
    lang             TEXT    NOT NULL,
    -- The site's address its links point to, as it was asked at.
    origin           TEXT    NOT NULL,
    -- A hash of the client's address: the day's count per client.
    client           TEXT    NOT NULL,
    -- The organizer's private link: a random token, only its hash kept.
    link_hash        TEXT    NOT NULL UNIQUE,
    -- Staff's reason with a decline, e-mailed to the organizer.
    decline_reason   TEXT,
    -- The guide's events it became (JSON list of ids), once approved.
    event_ids        TEXT,
    created_at       INTEGER NOT NULL,
    confirmed_at     INTEGER,
    decided_at       INTEGER,
    decided_by       INTEGER REFERENCES admins (id) ON DELETE SET NULL
);
CREATE INDEX submissions_status ON submissions (status, id);
CREATE INDEX submissions_address ON submissions (organizer_email, created_at);
CREATE INDEX submissions_client ON submissions (client, created_at);

-- Senders staff blocked: an address, or a domain and its subdomains
-- (core's Block), lower-cased. Their submissions are answered as taken
-- in, and nothing is stored or sent.
CREATE TABLE submission_blocks (
    kind        TEXT    NOT NULL CHECK (kind IN ('address', 'domain')),
    value       TEXT    NOT NULL,
    created_at  INTEGER NOT NULL,
    created_by  INTEGER REFERENCES admins (id) ON DELETE SET NULL,
    PRIMARY KEY (kind, value)
);

-- Keys the guide signs with, made by the first instance to need one and
-- shared by every instance on the database (hex): the submission form's
-- token says when the form was shown.
CREATE TABLE site_keys (
    name   TEXT  PRIMARY KEY,
    value  TEXT  NOT NULL
);
