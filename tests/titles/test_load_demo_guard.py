"""Issue 33: the demo's passwords and one-time keys are published, so load_demo refuses the production settings
unless told; every officer of the demo has the demo device, so the four-eyes journey needs no phone."""

import pytest
from django.core.management import CommandError, call_command

from classification.management.commands import load_demo
from tournaments.demo import DEMO_SECOND_FACTOR_USERS, OFFICERS


@pytest.fixture
def loads(monkeypatch):
    calls = []
    monkeypatch.setattr(load_demo, "demo_load", lambda report: calls.append("demo_load"))
    monkeypatch.setattr(load_demo, "demo_title_journey", lambda report: calls.append("demo_title_journey"))
    monkeypatch.setattr(load_demo, "demo_national_event", lambda report: calls.append("demo_national_event"))
    return calls


def test_load_demo_refuses_the_production_settings(settings, loads):
    settings.SETTINGS_MODULE = "config.settings.production"
    with pytest.raises(CommandError, match="--allow-production"):
        call_command("load_demo")
    assert loads == []


def test_load_demo_runs_under_production_settings_when_allowed(settings, loads):
    settings.SETTINGS_MODULE = "config.settings.production"
    call_command("load_demo", "--allow-production")
    assert loads == ["demo_load", "demo_title_journey", "demo_national_event"]


def test_load_demo_runs_elsewhere(settings, loads):
    settings.SETTINGS_MODULE = "config.settings.local"
    call_command("load_demo")
    assert loads == ["demo_load", "demo_title_journey", "demo_national_event"]


def test_every_demo_officer_has_the_demo_device():
    assert set(OFFICERS) <= set(DEMO_SECOND_FACTOR_USERS)
    assert "admin" in DEMO_SECOND_FACTOR_USERS
