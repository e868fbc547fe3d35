"""Idle torch threads sleep for commands that do not time requests; timing commands keep OpenMP's default."""

from __future__ import annotations

import os

import pytest

from kvtrial import wait_policy


@pytest.fixture
def env(monkeypatch):
    monkeypatch.delenv(wait_policy.WAIT_ENV, raising=False)
    monkeypatch.delenv(wait_policy._TIMING_MARK, raising=False)
    return monkeypatch


def test_a_command_that_times_nothing_lets_idle_threads_sleep(env):
    wait_policy.set_wait_policy("plan")
    assert os.environ[wait_policy.WAIT_ENV] == "PASSIVE"


def test_timing_commands_and_what_a_demo_runs_after_keep_the_default(env):
    wait_policy.set_wait_policy("demo")
    wait_policy.set_wait_policy("quality")  # a demo step, in the demo's process: its workers must not inherit it
    assert wait_policy.WAIT_ENV not in os.environ


def test_a_value_the_user_exported_is_kept(env):
    env.setenv(wait_policy.WAIT_ENV, "ACTIVE")
    wait_policy.set_wait_policy("describe")
    assert os.environ[wait_policy.WAIT_ENV] == "ACTIVE"
