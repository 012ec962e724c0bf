"""Typed helpers that read settings from the environment, each with a laptop-safe default."""

import os

import dj_database_url


def env(name: str, default: str = "") -> str:
    return os.environ.get(name, default)


def envbool(name: str, default: bool = False) -> bool:
    value = os.environ.get(name)
    if value is None:
        return default
    return value.strip().lower() in {"1", "true", "yes", "on"}


def envint(name: str, default: int) -> int:
    value = os.environ.get(name)
    return int(value) if value else default


def envlist(name: str, default: str = "") -> list[str]:
    return [item.strip() for item in env(name, default).split(",") if item.strip()]


def database_from_url(url: str) -> dict:
    """A DATABASES entry from postgres://user:pass@host:port/name?sslmode=require (or sqlite:///path).

    Query parameters such as sslmode become connection options, so a managed database's TLS is kept.
    """
    if url.startswith("sqlite:"):
        return {
            **dj_database_url.parse(url),
            # A few people at once on the embedded database: readers never block the writer (WAL), a writer
            # waits for another instead of failing with "database is locked", and a transaction that will
            # write takes the lock at its start (IMMEDIATE), so two of them cannot deadlock upgrading a read lock.
            "OPTIONS": {
                "timeout": 20,
                "transaction_mode": "IMMEDIATE",
                "init_command": "PRAGMA journal_mode=WAL; PRAGMA synchronous=NORMAL;",
            },
        }
    return dj_database_url.parse(url, conn_max_age=envint("DATABASE_CONN_MAX_AGE", 60), conn_health_checks=True)
