"""Reads standard input as ONE JSON document, `describe --all-domains --format json`:
{"domains": [...]}, each domain with its name, grammar and rows."""

import json
import sys

document = json.load(sys.stdin)
domains = document["domains"]
assert isinstance(domains, list) and domains, "no domains"
for domain in domains:
    for key in ("domain", "summary", "grammar", "rows", "fixtures", "gateways"):
        assert key in domain, f"{domain.get('domain')}: no {key}"
print(f"json: one document, {len(domains)} domains: " + ", ".join(d["domain"] for d in domains))
