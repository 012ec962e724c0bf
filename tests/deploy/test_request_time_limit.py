"""gunicorn cuts off a request that runs too long, so one heavy page cannot hold the site for minutes."""

import runpy
from pathlib import Path

GUNICORN_CONFIG = Path(__file__).resolve().parents[2] / "config" / "gunicorn.conf.py"


def test_a_request_is_cut_off_after_the_stated_limit(monkeypatch):
    monkeypatch.delenv("GUNICORN_TIMEOUT", raising=False)
    config = runpy.run_path(str(GUNICORN_CONFIG))
    assert config["timeout"] == 30
    assert config["graceful_timeout"] <= config["timeout"]


def test_the_limit_can_be_set_by_the_environment(monkeypatch):
    monkeypatch.setenv("GUNICORN_TIMEOUT", "12")
    assert runpy.run_path(str(GUNICORN_CONFIG))["timeout"] == 12
