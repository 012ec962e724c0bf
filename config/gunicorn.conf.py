"""gunicorn's settings for TitleDesk (`gunicorn -c config/gunicorn.conf.py config.wsgi`), each overridable by
the environment (GUNICORN_*).

A request that runs longer than `timeout` is cut off: the worker is killed and replaced, so one heavy page
cannot hold a worker, and with it the login page, for minutes.
"""

import os

bind = os.environ.get("GUNICORN_BIND", "127.0.0.1:8000")
workers = int(os.environ.get("GUNICORN_WORKERS", "3"))
timeout = int(os.environ.get("GUNICORN_TIMEOUT", "30"))
graceful_timeout = 10
# Long-lived workers are replaced now and then, so that no slow leak builds up.
max_requests = 1000
max_requests_jitter = 100
accesslog = "-"
