"""Times Glaze against its peers, whole process, and prints the table for
BENCHMARKS.md. Run through `Benchmarks/peers/run`, which builds and installs
what this needs; see there.

Every command runs REPEATS times, the tools taking turns, each into a fresh
output path. The medians are compared; CPU time is the children's user + system.
"""
import json
import os
import shutil
import resource
import statistics
import subprocess
import sys
import tempfile
import time

work, glaze, glaze_peer, glaze_peer_static, cairo_peer, python = sys.argv[1:7]
repeats = int(os.environ.get("PEERS_REPEATS", "7"))
# PEERS_SUITES=icons (or shadow, glossy, comma-separated) times those suites' rows alone.
suites = os.environ.get("PEERS_SUITES", "shadow,glossy,icons").split(",")
drivers = os.path.join(os.path.dirname(os.path.abspath(__file__)), "drivers.py")
out = os.path.join(work, "out")
# The icon runs write 1,756 files each onto tmpfs where there is one. On ext4,
# files created soon after many were deleted are slow to create (it skips
# recently deleted inodes one by one), which made identical runs of every tool
# differ by 2x depending on what ran before; this measures the tools instead.
runs = tempfile.mkdtemp(prefix="glaze-peers-", dir="/dev/shm" if os.path.isdir("/dev/shm") else None)
os.makedirs(out, exist_ok=True)
icons, theme = os.path.join(work, "icons"), os.path.join(work, "icons.yaml")
counter = [0]


def fresh(name):
    """A new folder for one icon run; the previous run's is removed first."""
    counter[0] += 1
    for old in os.listdir(runs):
        shutil.rmtree(os.path.join(runs, old))
    return os.path.join(runs, "%s-%d" % (name, counter[0]))


tools = {
    "glaze-card": lambda: [glaze_peer, "card", "1000", os.path.join(out, "glaze-card.png")],
    "skia-card": lambda: [python, drivers, "skia-card", "1000", os.path.join(out, "skia-card.png")],
    "skia-card-dropshadow": lambda: [python, drivers, "skia-card-dropshadow", "1000", os.path.join(out, "skia-card-dropshadow.png")],
    "pillow-card": lambda: [python, drivers, "pillow-card", "1000", os.path.join(out, "pillow-card.png")],
    "glaze-star": lambda: [glaze_peer, "star", "1000", os.path.join(out, "glaze-star.png")],
    "skia-star": lambda: [python, drivers, "skia-star", "1000", os.path.join(out, "skia-star.png")],
    "pillow-star": lambda: [python, drivers, "pillow-star", "1000", os.path.join(out, "pillow-star.png")],
    "glaze-glossy": lambda: [glaze_peer, "glossy", "5000", os.path.join(out, "glaze-glossy.png")],
    "glaze-glossy-static": lambda: [glaze_peer_static, "glossy", "5000", os.path.join(out, "glaze-glossy-static.png")],
    "c-glossy": lambda: [cairo_peer, "glossy", "5000", os.path.join(out, "c-glossy.png")],
    "pycairo-glossy": lambda: [python, drivers, "pycairo-glossy", "5000", os.path.join(out, "pycairo-glossy.png")],
    "glaze-icons-jobs1": lambda: [glaze, "render", theme, "--out", fresh("glaze1"), "--scales", "1,2,3", "--jobs", "1", "--quiet"],
    "glaze-icons-jobs2": lambda: [glaze, "render", theme, "--out", fresh("glaze2"), "--scales", "1,2,3", "--jobs", "2", "--quiet"],
    "resvg-icons": lambda: [python, drivers, "resvg-icons", icons, fresh("resvg")],
    "skia-icons": lambda: [python, drivers, "skia-icons", icons, fresh("skia")],
}


def run(command):
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    subprocess.run(command, check=True, stdout=subprocess.DEVNULL)
    wall = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return wall, (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)


rows = [
    ("shadow", "card 400x140 r12 @2x, blur 8, 1000 times: Glaze / Skia blur mask filter", "glaze-card", "skia-card", "<= 1.0"),
    ("shadow", "the same: Glaze / Skia DropShadow image filter", "glaze-card", "skia-card-dropshadow", ""),
    ("shadow", "the same: Glaze / Pillow GaussianBlur", "glaze-card", "pillow-card", ""),
    ("shadow", "five-pointed star @2x, blur 8, 1000 times: Glaze / Pillow GaussianBlur", "glaze-star", "pillow-star", "<= 1.0"),
    ("shadow", "the same: Glaze / Skia blur mask filter", "glaze-star", "skia-star", ""),
    ("glossy", "glossy 310x54 @2x, 5000 times: Glaze / plain C on Cairo", "glaze-glossy", "c-glossy", "<= 1.02"),
    ("glossy", "the same, Glaze built with --static-swift-stdlib / plain C", "glaze-glossy-static", "c-glossy", "<= 1.02"),
    ("glossy", "the same: pycairo / Glaze", "pycairo-glossy", "glaze-glossy", ""),
    ("icons", "585 Adwaita icons at 1x-3x: Glaze --jobs 1 / --jobs 2", "glaze-icons-jobs1", "glaze-icons-jobs2", ">= 1.7"),
    ("icons", "the same: Glaze --jobs 2 / resvg-py, one process", "glaze-icons-jobs2", "resvg-icons", "<= 0.5"),
    ("icons", "the same: Glaze --jobs 2 / skia-python, one process", "glaze-icons-jobs2", "skia-icons", ""),
]
rows = [row for row in rows if row[0] in suites]
wanted = {name for row in rows for name in row[2:4]}
tools = {name: command for name, command in tools.items() if name in wanted}
samples = {name: [] for name in tools}
for _ in range(repeats):
    for name, command in tools.items():
        samples[name].append(run(command()))
wall = {name: statistics.median(s[0] for s in runs_) for name, runs_ in samples.items()}
cpu = {name: statistics.median(s[1] for s in runs_) for name, runs_ in samples.items()}


def spread(name):
    times = [s[1] for s in samples[name]]
    return max(times) / min(times)


print("| suite | comparison (wall clock, whole process, median of %d) | ratio | times |  goal |" % repeats)
print("| --- | --- | --- | --- | --- |")
results = []
for suite, what, a, b, goal in rows:
    ratio = wall[a] / wall[b]
    print("| %s | %s | %.2f | %.3f s / %.3f s | %s |" % (suite, what, ratio, wall[a], wall[b], goal))
    results.append({"suite": suite, "comparison": what, "ratio": ratio, "a": wall[a], "b": wall[b], "goal": goal})
for name in [name for name in ("glaze-icons-jobs1", "glaze-icons-jobs2") if name in tools]:
    print("| icons | %s: CPU time of identical runs, slowest / fastest (%.3f s median) | %.2f | | <= 1.2 |"
          % (name.replace("glaze-icons-", "Glaze --"), cpu[name], spread(name)))
shutil.rmtree(runs)
with open(os.path.join(work, "results.json"), "w") as file:
    json.dump({"rows": results, "wall": wall, "cpu": cpu, "samples": samples}, file, indent=1)
print("\npictures: %s; results: %s" % (out, os.path.join(work, "results.json")))
