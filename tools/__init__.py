"""Build-time helpers for build.py: fetch, wheel, site assembly, static server."""
