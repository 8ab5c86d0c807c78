// List the standard-library files a real session imports (build-time check).
//
//   node tools/trace_imports.mjs <pyodide dir> <micropip wheel> <game wheel>
//
// Boots the stock Pyodide, loads micropip from its wheel, installs the game's
// wheel with micropip, plays a few requests of every CPU level through
// rummy.web.Bridge (plus a save and a load), and prints the stdlib entries
// (paths inside python_stdlib.zip) of every imported module as JSON. build.py
// checks that the trimmed stdlib keeps all of them.

import { readFileSync } from "node:fs";
import { pathToFileURL } from "node:url";
import path from "node:path";

const [pyodideDir, micropipWheel, gameWheel] = process.argv.slice(2);
const { loadPyodide } = await import(pathToFileURL(path.join(pyodideDir, "pyodide.mjs")).href);
const pyodide = await loadPyodide({ indexURL: pyodideDir + path.sep, stdout: () => {} });
await pyodide.loadPackage(micropipWheel, { messageCallback: () => {} });
const wheelName = path.basename(gameWheel);
pyodide.FS.writeFile(`/tmp/${wheelName}`, readFileSync(gameWheel));
await pyodide.runPythonAsync(`import micropip\nawait micropip.install("emfs:/tmp/${wheelName}")`);
console.log(pyodide.runPython(`
import json, sys
from rummy.web import Bridge

def ask(bridge, **request):
    return json.loads(bridge.handle(json.dumps(request)))

for level in ("easy", "normal", "strong"):
    bridge = Bridge()
    reply = ask(bridge, id=1, op="new_match", level=level, seed="TRACE" + level)
    for step in range(150):
        view = reply["view"]
        if view["phase"] == "match_over":
            break
        if view["to_act"] == 1 and view["phase"] != "round_over":
            reply = ask(bridge, op="cpu", state=reply["state"])
        else:
            legal = view["legal"]
            reply = ask(bridge, op="act", action=legal[step * 7 % len(legal)], state=reply["state"])
    ask(Bridge(), op="load", save=ask(bridge, op="save")["save"])

prefix = "/lib/python314.zip/"
json.dumps(sorted({m.__file__[len(prefix):] for m in list(sys.modules.values())
                   if (getattr(m, "__file__", None) or "").startswith(prefix)}))
`));
