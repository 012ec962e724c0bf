"""A developer's laptop: debug on, SQLite and in-process tasks unless the environment says otherwise."""

from config.env import envbool

from .base import *  # noqa: F403

DEBUG = envbool("DJANGO_DEBUG", True)
WHITENOISE_AUTOREFRESH = True
