"""Run a snippet of ES module code under Node.js, for the tests of the page's pure modules."""

import json
import shutil
import subprocess

import pytest

needs_node = pytest.mark.skipif(shutil.which("node") is None, reason="needs Node.js")


def node_json(code):
    """What the module code printed (one console.log of JSON), parsed."""
    return json.loads(subprocess.run(["node", "--input-type=module", "-e", code], check=True,
                                     capture_output=True, text=True).stdout)
