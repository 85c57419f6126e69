"""Reads an .ics file with Python's icalendar, an RFC 5545 reader
independent of the guide, and prints what it understood as JSON, for
core/tests/calendar.rs to compare with what the guide meant.

Each event's start and end are given as UTC instants, converted with the
VTIMEZONE the file carries; each timed start is also checked against the
IANA database Python has (zoneinfo): the file's own zone must agree.

A recurring event's dates (RRULE, RDATE, EXDATE) are expanded with
dateutil's rruleset, which icalendar itself depends on.

Usage: python ics_reader.py FILE
"""

import json
import sys
from datetime import date, datetime, time, timezone
from zoneinfo import ZoneInfo

import icalendar
from dateutil.rrule import rruleset, rrulestr


def instant(value):
    if isinstance(value, datetime):
        return value.astimezone(timezone.utc).strftime("%Y-%m-%dT%H:%M:%SZ")
    if isinstance(value, date):
        return value.isoformat()
    raise ValueError(f"not a date: {value!r}")


def occurrences(event, start):
    """The starts of a recurring event, its RRULE and RDATEs less its
    EXDATEs, as `instant`s; None for an event that does not recur."""
    if "RRULE" not in event and "RDATE" not in event:
        return None
    # dateutil counts in datetimes: days are read as midnights.
    all_day = not isinstance(start, datetime)
    as_time = (lambda d: datetime.combine(d, time())) if all_day else (lambda d: d)
    rules = rruleset()
    if "RRULE" in event:
        rule = event["RRULE"].to_ical().decode()
        rules.rrule(rrulestr(rule, dtstart=as_time(start)))
    else:
        rules.rdate(as_time(start))
    for key, add in (("RDATE", rules.rdate), ("EXDATE", rules.exdate)):
        values = event.get(key)
        if values is None:
            continue
        for value in values if isinstance(values, list) else [values]:
            for day in value.dts:
                add(as_time(day.dt))
    return [d.date().isoformat() if all_day else instant(d) for d in rules]


def language(value):
    """A text property's LANGUAGE parameter, if it has one."""
    params = getattr(value, "params", None)
    return params.get("LANGUAGE") if params is not None else None


def main(path):
    with open(path, "rb") as file:
        data = file.read()
    calendar = icalendar.Calendar.from_ical(data)
    problems = []
    for line in data.split(b"\r\n"):
        if len(line) > 76:
            problems.append(f"line longer than 75 octets: {line[:40]!r}")
    if b"\n" in data.replace(b"\r\n", b""):
        problems.append("a line ends without CR LF")
    for key in ("VERSION", "PRODID"):
        if key not in calendar:
            problems.append(f"calendar without {key}")
    zones = {str(tz["TZID"]): tz for tz in calendar.walk("VTIMEZONE")}
    events = []
    for event in calendar.walk("VEVENT"):
        for key in ("UID", "DTSTAMP", "DTSTART"):
            if key not in event:
                problems.append(f"event without {key}: {event.get('SUMMARY')}")
        start = event["DTSTART"]
        tzid = start.params.get("TZID")
        if tzid is not None:
            if tzid not in zones:
                problems.append(f"TZID {tzid} has no VTIMEZONE")
            wall = start.dt.replace(tzinfo=None)
            iana = wall.replace(tzinfo=ZoneInfo(tzid)).utcoffset()
            if start.dt.utcoffset() != iana:
                problems.append(
                    f"{event.get('SUMMARY')}: offset {start.dt.utcoffset()} "
                    f"from the VTIMEZONE, {iana} from the IANA database"
                )
        end = event.get("DTEND")
        events.append(
            {
                "uid": str(event["UID"]),
                "summary": str(event.get("SUMMARY", "")),
                "summary_language": language(event.get("SUMMARY")),
                "description": str(event.get("DESCRIPTION", "")),
                "description_language": language(event.get("DESCRIPTION")),
                "location": str(event.get("LOCATION", "")),
                "url": str(event.get("URL", "")),
                "categories": [str(c) for c in event.get("CATEGORIES").cats]
                if event.get("CATEGORIES")
                else [],
                "start": instant(start.dt),
                "end": instant(end.dt) if end is not None else None,
                "transparent": str(event.get("TRANSP", "")) == "TRANSPARENT",
                "status": str(event.get("STATUS", "")) or None,
                "occurrences": occurrences(event, start.dt),
            }
        )
    print(
        json.dumps(
            {
                "name": str(calendar.get("X-WR-CALNAME", "")),
                "description": str(calendar.get("DESCRIPTION", "")),
                "zones": sorted(zones),
                "events": events,
                "problems": problems,
            }
        )
    )


if __name__ == "__main__":
    main(sys.argv[1])
