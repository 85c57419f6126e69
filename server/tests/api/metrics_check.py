"""Reads /metrics' text (stdin) with prometheus-client's parser, as a
Prometheus server would, and prints every sample as JSON:
[{"name", "labels", "value", "type"}]. A text the parser refuses fails."""

import json
import sys

from prometheus_client.parser import text_string_to_metric_families

samples = []
for family in text_string_to_metric_families(sys.stdin.read()):
    for sample in family.samples:
        samples.append(
            {
                "name": sample.name,
                "labels": sample.labels,
                "value": sample.value,
                "type": family.type,
            }
        )
json.dump(samples, sys.stdout)
