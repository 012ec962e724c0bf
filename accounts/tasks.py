import smtplib

from celery import shared_task

from config.celery_app import RETRY_POLICY, TRANSIENT_ERRORS

from . import mail

# A mail server that refuses or drops the connection is retried like a database that does.
MAIL_RETRY = {**RETRY_POLICY, "autoretry_for": (*TRANSIENT_ERRORS, smtplib.SMTPException, OSError)}


@shared_task(acks_late=True, **MAIL_RETRY)
def mail_password_reset(request_id: int) -> int:
    return mail.password_reset_request_mail(request_id=request_id)


@shared_task(acks_late=True, **MAIL_RETRY)
def mail_enrolment_link(user_id: int) -> bool:
    return mail.enrolment_link_mail(user_id=user_id)
