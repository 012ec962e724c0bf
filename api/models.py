from django.db import models
from django.utils.translation import gettext_lazy as _
from knox.models import AuthToken


class ApiTokenLabel(models.Model):
    """The name its owner gave a personal token (“Swiss-Manager on the venue laptop”), so the right one is revoked."""

    token = models.OneToOneField(AuthToken, on_delete=models.CASCADE, primary_key=True, related_name="label")
    name = models.CharField(_("name"), max_length=80)

    class Meta:
        verbose_name = _("API token name")
        verbose_name_plural = _("API token names")

    def __str__(self) -> str:
        return self.name
