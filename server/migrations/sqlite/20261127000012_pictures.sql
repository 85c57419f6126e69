-- Pictures through the image pipeline (issue #35), one row each: `image`
-- is the address items keep (the widest JPEG), with that variant's size,
-- the ThumbHash painted while it loads, and the bytes of all its variants.
-- Items find their picture by address, so every way an item gets an image
-- (an upload, an edit, a scrape) shows its size and placeholder.
-- Times are Unix milliseconds.
CREATE TABLE pictures (
    image       TEXT    PRIMARY KEY,
    width       INTEGER NOT NULL,
    height      INTEGER NOT NULL,
    placeholder TEXT    NOT NULL,
    bytes       INTEGER NOT NULL,
    created_at  INTEGER NOT NULL
);
