-- The introduction staff write for a weekly issue (issue #71), read
-- before its events by every subscriber: one per issue, named by the
-- issue's Thursday, in the language it was written in.
CREATE TABLE weekly_intros (
    thursday   TEXT    PRIMARY KEY,
    text       TEXT    NOT NULL,
    lang       TEXT    NOT NULL,
    staff_id   BIGINT REFERENCES admins (id) ON DELETE SET NULL,
    updated_at BIGINT NOT NULL
);
