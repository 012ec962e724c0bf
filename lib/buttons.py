"""Form buttons. crispy's Submit always carries btn-primary, so an added outline class left white text on a
white button; a secondary action gets its own class list instead."""

from crispy_forms.layout import Submit


class SecondarySubmit(Submit):
    field_classes = "btn btn-outline-secondary"


class WarningSubmit(Submit):
    """The button of a form inside a warning, which a primary button's blue would clash with."""

    field_classes = "btn btn-warning"
