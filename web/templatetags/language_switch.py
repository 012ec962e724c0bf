from django import template
from django.utils.translation import get_language

from web.preferences.forms import LanguageSwitchForm

register = template.Library()


@register.simple_tag(takes_context=True)
def language_switch_form(context) -> LanguageSwitchForm:
    """The language menu, on the language of the page, coming back to the page."""
    request = context["request"]
    return LanguageSwitchForm(
        initial={"language": get_language(), "next": request.get_full_path()}, signed_in=request.user.is_authenticated
    )
