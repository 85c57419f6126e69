"""Checks the guide's OpenAPI description as an outside program would:
openapi-spec-validator reads it as OpenAPI 3.1, and jsonschema (draft
2020-12) checks each answer the guide gave against the schema the
description names for that operation and status.

Usage: python openapi_check.py DESCRIPTION.json ANSWERS.json
ANSWERS.json: [{"method": "get", "path": "/api/events", "status": 200,
"body": ...}, ...]. Prints {"problems": [...]}."""

import json
import sys

from jsonschema import Draft202012Validator
from openapi_spec_validator import validate

with open(sys.argv[1]) as f:
    description = json.load(f)
with open(sys.argv[2]) as f:
    answers = json.load(f)

problems = []
try:
    validate(description)
except Exception as error:  # the validator's own error types
    problems.append(f"the description: {error}")

for answer in answers:
    name = f"{answer['method'].upper()} {answer['path']} {answer['status']}"
    try:
        responses = description["paths"][answer["path"]][answer["method"]]["responses"]
        response = responses.get(str(answer["status"])) or responses[f"{str(answer['status'])[0]}XX"]
        schema = response["content"]["application/json"]["schema"]
    except KeyError as missing:
        problems.append(f"{name}: not in the description ({missing})")
        continue
    # The schema with the description's components beside it, so that its
    # references (#/components/schemas/...) resolve.
    root = dict(schema, components=description["components"])
    for error in Draft202012Validator(root).iter_errors(answer["body"]):
        problems.append(f"{name}: {error.message[:300]} at {list(error.absolute_path)}")

print(json.dumps({"problems": problems[:40], "answers": len(answers)}))
