"""The CLI's wiring: every command listed once in cli.py, no command importing the CLI back, help text
naming only commands that exist, and every command's defaults taken from kvtrial.defaults."""

from __future__ import annotations

import ast
import re
from pathlib import Path

from typer.main import get_command
from typer.testing import CliRunner

import kvtrial
from kvtrial import cli, defaults

PACKAGE = Path(kvtrial.__file__).parent


def _group():
    return get_command(cli.app)


def test_the_cli_lists_each_command_once():
    names = [name for name, _ in cli.COMMANDS] + [name for name, _ in cli.GROUPS]
    assert len(names) == len(set(names))
    assert set(_group().commands) == set(names)


def test_no_command_module_imports_the_cli_back():
    for path in sorted((PACKAGE / "commands").glob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        imported = {node.module for node in ast.walk(tree) if isinstance(node, ast.ImportFrom)}
        imported |= {a.name for node in ast.walk(tree) if isinstance(node, ast.Import) for a in node.names}
        assert "kvtrial.cli" not in imported, f"{path.name} imports kvtrial.cli (an import cycle)"


def test_help_and_messages_name_only_commands_that_exist():
    group = _group()
    mentioned: dict[str, set[str]] = {}
    for path in PACKAGE.rglob("*.py"):
        for name in re.findall(r"`kvtrial ([a-z][a-z0-9-]*)", path.read_text(encoding="utf-8")):
            mentioned.setdefault(name, set()).add(path.name)
    assert "models" in mentioned  # the help text's pointer to `kvtrial models` must lead somewhere
    missing = {name: files for name, files in mentioned.items() if name not in group.commands}
    assert not missing, f"text names commands that do not exist: {missing}"


def test_every_model_and_corpus_option_defaults_to_the_shared_default():
    checked = 0
    for name, command in _group().commands.items():
        for sub in command.commands.values() if hasattr(command, "commands") else [command]:
            for param in sub.params:
                if param.name == "model":
                    assert param.default == defaults.DEFAULT_MODEL, (name, sub.name)
                    checked += 1
                if param.name == "corpus":
                    assert param.default == defaults.DEFAULT_CORPUS, (name, sub.name)
                    checked += 1
    assert checked >= 9  # init, demo, plan, describe, memory, quality, bench, facts build; corpus too


def test_models_lists_each_short_id_and_what_it_resolves_to():
    result = CliRunner().invoke(cli.app, ["models"], env={"COLUMNS": "250"})
    assert result.exit_code == 0, result.output
    assert defaults.DEFAULT_MODEL in result.output
    assert ".gguf" in result.output  # resolved to the embedded file, or the reason it is not available


def test_kvtrial_errors_are_one_line_and_exit_2(monkeypatch, capsys):
    monkeypatch.setattr("sys.argv", ["kvtrial", "formats", "--head-dim", "48"])
    monkeypatch.setattr(cli, "app", lambda: (_ for _ in ()).throw(kvtrial.errors.KvtrialError("what is wrong")))
    try:
        cli.main()
    except SystemExit as exc:
        assert exc.code == 2
    assert capsys.readouterr().err == "kvtrial: error: what is wrong\n"


def test_every_prefill_chunk_option_keeps_one_minimum(tmp_path):
    """bench, memory --process, init, plan, quality and tune: 1-15 tokens and past 2**20 are refused alike, before
    anything loads."""
    runner = CliRunner()
    for chunk in ("5", "1048577"):
        for args in (["bench", "--prefill-chunk", chunk], ["memory", "--process", "--prefill-chunk", chunk],
                     ["init", str(tmp_path / "r.json"), "--prefill-chunk", chunk], ["plan", "--prefill-chunk", chunk],
                     ["quality", "--cache", "q8_0", "--model", str(tmp_path / "absent"), "--prefill-chunk", chunk],
                     ["tune", "--model", str(tmp_path / "absent"), "--transfer", "pydoc", "--prefill-chunk", chunk]):
            result = runner.invoke(cli.app, args)
            assert result.exit_code != 0, args
            text = result.output + str(result.exception or "")
            assert "16" in text and "1048576" in text and "prefill-chunk" in text, (args, text)
    # the options that must be a size take no one pass (0), and `kvtrial memory --chunk` keeps the same bounds
    for args in (["plan", "--prefill-chunk", "0"], ["memory", "--chunk", "5"], ["memory", "--chunk", "1048577"]):
        result = runner.invoke(cli.app, args)
        assert result.exit_code == 2 and "16" in result.output and "1048576" in result.output, (args, result.output)
    assert not (tmp_path / "r.json").exists()
