"""PostgreSQL for the test runs (config/settings/test.py): a transactional test's tables are emptied with DELETE.

Django empties every table after a transactional test; on PostgreSQL it truncates them, which gives each of some
sixty tables new files: 1.8 seconds a test on a 2-core machine, against a few milliseconds to delete the handful of
rows a test leaves. The foreign keys Django makes are checked at commit, so the tables are emptied in any order;
sequences are not reset either way unless the test asks for it (then TRUNCATE ... RESTART IDENTITY, as before).
"""

from django.db.backends.postgresql import base, operations


class DatabaseOperations(operations.DatabaseOperations):
    def sql_flush(self, style, tables, *, reset_sequences=False, allow_cascade=False):
        if reset_sequences:
            return super().sql_flush(style, tables, reset_sequences=True, allow_cascade=allow_cascade)
        return [f"{style.SQL_KEYWORD('DELETE FROM')} {style.SQL_FIELD(self.quote_name(table))};" for table in tables]


class DatabaseWrapper(base.DatabaseWrapper):
    ops_class = DatabaseOperations
