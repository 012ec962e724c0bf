"""Pages of 50, numbered as the schema says: `page` is a whole number from 1, anything else is no page (404).

DRF's own reads an empty `page=` as the first page and `page=last` as the last, which the schema does not say.
"""

import re

from rest_framework import pagination
from rest_framework.exceptions import NotFound

PAGE_NUMBER = re.compile(r"[0-9]+")


class PageNumberPagination(pagination.PageNumberPagination):
    last_page_strings = ()

    def get_page_number(self, request, paginator):
        number = request.query_params.get(self.page_query_param)
        if number is not None and not PAGE_NUMBER.fullmatch(number):
            raise NotFound(self.invalid_page_message.format(page_number=number, message=""))
        return super().get_page_number(request, paginator)

    def get_schema_operation_parameters(self, view):
        parameters = super().get_schema_operation_parameters(view)
        for parameter in parameters:
            if parameter["name"] == self.page_query_param:
                parameter["schema"]["minimum"] = 1
        return parameters
