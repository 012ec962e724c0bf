from django import template

from privatefiles.registry import private_file_url

register = template.Library()


@register.simple_tag
def private_url(instance, field: str) -> str:
    """The address that serves the instance's private file after checking who asks."""
    return private_file_url(instance, field)
