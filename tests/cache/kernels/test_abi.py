"""kernels/abi.py against the C header every kernel source includes (kvt_abi.h): the ctypes mirror of each struct
has the compiler's own offsets and size, and each prototype's argument and return types are the header's."""

from __future__ import annotations

import ctypes
import re
import subprocess
from pathlib import Path

import pytest

from kvtrial.cache.kernels import abi, build

HEADER = build.HERE / build.HEADER
STRUCTS = {"kvt_side": abi.KvtSide, "kvt_quantizer": abi.KvtQuantizer}
# C parameter types as the header spells them -> the ctypes type abi.py must declare for them.
C_TYPES = {"int": ctypes.c_int32, "int32_t": ctypes.c_int32, "int64_t": ctypes.c_int64, "float": ctypes.c_float}


def _compiler_layout(tmp_path: Path) -> dict[str, tuple[int, dict[str, int]]]:
    """struct -> (sizeof, field -> offsetof), as the C compiler lays out the header's structs."""
    cc = build._compiler()
    if cc is None:
        pytest.fail("no C compiler: the kernels (and this check) need one")
    lines = ['#include <stddef.h>', '#include <stdio.h>', '#include "kvt_abi.h"', "int main(void) {"]
    for struct, mirror in STRUCTS.items():
        lines.append(f'printf("{struct} sizeof %zu\\n", sizeof({struct}));')
        for name, _ in mirror._fields_:
            lines.append(f'printf("{struct} {name} %zu\\n", offsetof({struct}, {name}));')
    lines.append("return 0; }")
    (tmp_path / "layout.c").write_text("\n".join(lines))
    exe = tmp_path / "layout"
    subprocess.run([cc, *build.INCLUDE, str(tmp_path / "layout.c"), "-o", str(exe)], check=True, capture_output=True,
                   timeout=120)
    out: dict[str, tuple[int, dict[str, int]]] = {}
    for line in subprocess.run([str(exe)], check=True, capture_output=True, text=True).stdout.splitlines():
        struct, name, value = line.split()
        size, offsets = out.get(struct, (0, {}))
        if name == "sizeof":
            out[struct] = (int(value), offsets)
        else:
            offsets[name] = int(value)
            out[struct] = (size, offsets)
    return out


def _header_struct_fields(struct: str) -> list[str]:
    body = re.search(r"typedef struct \{([^}]*)\} " + struct + ";", HEADER.read_text())
    assert body, f"{struct} is not in {HEADER.name}"
    code = re.sub(r"/\*.*?\*/", "", body.group(1), flags=re.S)
    return [re.split(r"[\s*]+", decl.strip())[-1] for decl in code.split(";") if decl.strip()]


@pytest.mark.parametrize("struct", sorted(STRUCTS))
def test_each_struct_mirror_has_the_compilers_offsets_and_size(struct: str, tmp_path: Path):
    mirror = STRUCTS[struct]
    assert [name for name, _ in mirror._fields_] == _header_struct_fields(struct)  # same fields, same order
    size, offsets = _compiler_layout(tmp_path)[struct]
    assert ctypes.sizeof(mirror) == size
    assert {name: getattr(mirror, name).offset for name, _ in mirror._fields_} == offsets


def _ctype(param: str) -> type:
    """The ctypes type a C parameter declaration passes as."""
    decl = re.sub(r"\b(const|restrict)\b", "", param).strip()
    if "*" in decl:
        pointee = decl.split("*")[0].strip()
        return ctypes.POINTER(STRUCTS[pointee]) if pointee in STRUCTS else ctypes.c_void_p
    return C_TYPES[decl.rsplit(None, 1)[0]]


def _header_prototypes() -> dict[str, tuple[type, list[type]]]:
    code = re.sub(r"/\*.*?\*/", "", HEADER.read_text(), flags=re.S)
    found = {}
    for ret, name, params in re.findall(r"^(int)\s+(kvt_\w+)\(([^)]*)\);", code, re.M | re.S):
        found[name] = (C_TYPES[ret], [_ctype(p) for p in params.split(",")])
    return found


def test_each_prototype_is_the_headers():
    header = _header_prototypes()
    assert set(header) == set(abi.PROTOTYPES)
    for name, (restype, argtypes) in abi.PROTOTYPES.items():
        assert (restype, argtypes) == header[name], name


def test_a_changed_struct_is_caught(tmp_path: Path):
    """The layout check fails when the mirror and the header differ (a field's width changed in the mirror)."""

    class Wrong(ctypes.Structure):
        _fields_ = [(n, ctypes.c_int64 if n == "code_bytes" else t) for n, t in abi.KvtSide._fields_]

    size, offsets = _compiler_layout(tmp_path)["kvt_side"]
    assert {n: getattr(Wrong, n).offset for n, _ in Wrong._fields_} != offsets or ctypes.sizeof(Wrong) != size


def _compiler_schemes(tmp_path: Path) -> dict[str, int]:
    """`enum kvt_scheme`'s constants as the C compiler reads the header: name (without KVT_) -> value."""
    code = re.sub(r"/\*.*?\*/", "", HEADER.read_text(), flags=re.S)
    body = re.search(r"enum kvt_scheme \{([^}]*)\};", code)
    assert body, f"enum kvt_scheme is not in {HEADER.name}"
    names = [item.split("=")[0].strip() for item in body.group(1).split(",") if item.strip()]
    lines = ['#include <stdio.h>', '#include "kvt_abi.h"', "int main(void) {",
             *(f'printf("{n} %d\\n", (int){n});' for n in names), "return 0; }"]
    (tmp_path / "schemes.c").write_text("\n".join(lines))
    exe = tmp_path / "schemes"
    cc = build._compiler()
    if cc is None:
        pytest.fail("no C compiler: the kernels (and this check) need one")
    subprocess.run([cc, *build.INCLUDE, str(tmp_path / "schemes.c"), "-o", str(exe)], check=True, capture_output=True,
                   timeout=120)
    out = {}
    for line in subprocess.run([str(exe)], check=True, capture_output=True, text=True).stdout.splitlines():
        name, value = line.split()
        out[name.removeprefix("KVT_")] = int(value)
    return out


def test_scheme_ids_are_the_headers(tmp_path: Path):
    """abi.Scheme is kvt_abi.h's enum kvt_scheme, name by name and value by value (the C quantizer switches on
    these ids; the Python and Triton writers send them)."""
    assert _compiler_schemes(tmp_path) == {s.name: int(s) for s in abi.Scheme}


def test_every_format_layout_scheme_has_an_id():
    """Each scheme a registered format's code layout names reads to its id by name (the C kernels quantize them
    all); a name without one reads as None, which the writers refuse."""
    from kvtrial.cache.formats import FORMATS, get_format

    named = {layout.scheme for name in FORMATS.names() for d in (64, 128)
             if (layout := get_format(name).code_layout(d)) is not None}
    assert named and all(abi.Scheme.of(s) is not None for s in named), named
    assert abi.Scheme.of("turbo") is abi.Scheme.TURBO and abi.Scheme.of("nf4") is None


def test_a_changed_prototype_is_caught():
    """The prototype check reads each argument: the rotation's row count (int64_t) declared as a C int differs."""
    restype, argtypes = abi.PROTOTYPES["kvt_rotate_rows"]
    wrong = [ctypes.c_int32 if i == 2 else t for i, t in enumerate(argtypes)]
    assert _header_prototypes()["kvt_rotate_rows"] == (restype, argtypes) != (restype, wrong)
