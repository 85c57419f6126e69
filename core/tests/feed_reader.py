"""Reads an RSS or Atom file with Python's feedparser (an independent
reader) and prints what it understood as JSON: the feed's title, links and
language, and each entry's title, link, id, dates, categories, summary and
enclosures. A file it only half understood (feedparser's `bozo`) is a
problem, printed with the rest."""

import json
import sys

import feedparser

parsed = feedparser.parse(sys.argv[1])
problems = [str(parsed.bozo_exception)] if parsed.bozo else []


def enclosures(entry):
    return [{"href": e.get("href"), "type": e.get("type")} for e in entry.get("enclosures", [])]


def day(struct):
    return None if struct is None else "%04d-%02d-%02dT%02d:%02d:%02dZ" % tuple(struct[:6])


print(json.dumps({
    "problems": problems,
    "version": parsed.version,
    "title": parsed.feed.get("title"),
    "link": parsed.feed.get("link"),
    "language": parsed.feed.get("language"),
    "entries": [{
        "title": entry.get("title"),
        "link": entry.get("link"),
        "id": entry.get("id"),
        "published": day(entry.get("published_parsed")),
        "categories": [tag.get("term") for tag in entry.get("tags", [])],
        "summary": entry.get("summary"),
        "enclosures": enclosures(entry),
    } for entry in parsed.entries],
}))
