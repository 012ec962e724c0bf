"""What the accounts layer announces (see `follow_ups`)."""

from follow_ups import Event

# A reset link was asked for (a `PasswordResetRequest`): the worker mails it, even if the broker was down.
password_reset_requested = Event("password reset requested")
