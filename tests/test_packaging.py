"""`pip install .` ships every package of the compiler: the tests import the source tree, so a package missing from
pyproject.toml would pass them and break only an installed `tlx` (as `tlx.frontend.lower` once did)."""
import os
import tomllib

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def test_every_python_package_is_listed():
    with open(os.path.join(ROOT, "pyproject.toml"), "rb") as f:
        listed = set(tomllib.load(f)["tool"]["setuptools"]["packages"])
    found = set()
    for d, _, files in os.walk(os.path.join(ROOT, "tlx")):
        if any(f.endswith(".py") for f in files) and "__pycache__" not in d:
            found.add(os.path.relpath(d, ROOT).replace(os.sep, "."))
    assert found - listed == set(), f"add to [tool.setuptools] packages: {sorted(found - listed)}"
