"""The embedded SQLite database survives a few people at once: WAL, a busy timeout, writers queued at BEGIN."""

from django.db.backends.sqlite3.base import DatabaseWrapper

from config.env import database_from_url


def test_a_sqlite_file_is_opened_in_wal_mode_with_a_busy_timeout(tmp_path, django_db_blocker):
    settings = database_from_url(f"sqlite:///{tmp_path / 'db.sqlite3'}")
    connection = DatabaseWrapper({**settings, "TIME_ZONE": None, "CONN_MAX_AGE": 0, "CONN_HEALTH_CHECKS": False,
                                  "AUTOCOMMIT": True, "ATOMIC_REQUESTS": False, "TEST": {}}, alias="wal-check")
    with django_db_blocker.unblock():
        with connection.cursor() as cursor:
            cursor.execute("PRAGMA journal_mode")
            assert cursor.fetchone()[0] == "wal"
            cursor.execute("PRAGMA busy_timeout")
            assert cursor.fetchone()[0] == 20_000
        assert connection.transaction_mode == "IMMEDIATE"
        connection.close()
