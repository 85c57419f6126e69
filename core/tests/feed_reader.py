"""Reads an RSS or Atom file with Python's feedparser (an independent
reader) and prints what it understood as JSON: the feed's title, links and
language, and each entry's title, link, id, dates, categories, summary (as
a person reads it: the text of the HTML when the feed says HTML) and
enclosures. A file it only half understood (feedparser's `bozo`) is a
problem, printed with the rest.

feedparser cleans the HTML it hands out; a reader that does not would
render an entry's HTML as it is. So the file is also read as plain XML, and
every RSS description (HTML to readers) is parsed as HTML: `markup` lists
the elements found there, which text from the guide must never become."""

import html.parser
import json
import sys
import xml.etree.ElementTree as ElementTree

import feedparser


class Html(html.parser.HTMLParser):
    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.elements = []
        self.text = []

    def handle_starttag(self, tag, attrs):
        self.elements.append(tag)

    def handle_startendtag(self, tag, attrs):
        self.elements.append(tag)

    def handle_data(self, data):
        self.text.append(data)


def read_html(source):
    reader = Html()
    reader.feed(source or "")
    reader.close()
    return reader


def readable(detail, value):
    if detail is not None and detail.get("type") == "text/html":
        return "".join(read_html(value).text)
    return value


markup = [
    tag
    for description in ElementTree.parse(sys.argv[1]).getroot().iter("description")
    for tag in read_html(description.text).elements
]

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
    "markup": markup,
    "entries": [{
        "title": entry.get("title"),
        "link": entry.get("link"),
        "id": entry.get("id"),
        "published": day(entry.get("published_parsed")),
        "categories": [tag.get("term") for tag in entry.get("tags", [])],
        "summary": readable(entry.get("summary_detail"), entry.get("summary")),
        "enclosures": enclosures(entry),
    } for entry in parsed.entries],
}))
