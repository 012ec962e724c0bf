"""The OpenAPI schema states every status an operation can answer, with its body, not only the happy one.

The errors come from layers every operation shares (token authentication, permissions, content negotiation,
parsers, throttles, the filters and path converters), so they are added here by what the operation has, and
an operation that documents a status itself (an upload's refusals, say) keeps its own description.
"""

from drf_spectacular.openapi import AutoSchema
from rest_framework import serializers
from rest_framework.permissions import SAFE_METHODS, AllowAny


class ErrorSerializer(serializers.Serializer):
    detail = serializers.CharField(help_text="What went wrong, in the request's language.")


# A refused query or body: each parameter or field named with its messages (DRF's validation errors), or a
# detail with a list of errors (a refused results file).
VALIDATION_ERROR = {
    "type": "object",
    "description": "Each refused parameter or field with its messages, or a `detail` with the errors found.",
    "additionalProperties": {},
}
RETRY_AFTER = {
    "Retry-After": {"schema": {"type": "integer"}, "description": "Seconds to wait before asking again."},
}


class ApiAutoSchema(AutoSchema):
    def get_operation(self, *args, **kwargs):
        operation = super().get_operation(*args, **kwargs)
        if operation is None:
            return None
        responses = operation["responses"]
        for code, description in self._error_statuses(operation):
            if code not in responses:
                responses[code] = self._error_response(code, description)
        operation["responses"] = dict(sorted(responses.items()))
        return operation

    def _error_statuses(self, operation: dict) -> list[tuple[str, str]]:
        parameters = operation.get("parameters", [])
        query = {parameter["name"] for parameter in parameters if parameter["in"] == "query"}
        paginated = "page" in query
        has_body = "requestBody" in operation
        statuses = [("401", "The token is unknown, expired or revoked; or this operation needs one.")]
        if has_body or query - {"page"}:
            statuses.append(("400", "A query parameter or a field of the request was refused."))
        if self.method not in SAFE_METHODS or not all(
            isinstance(permission, AllowAny) for permission in self.view.get_permissions()
        ):
            statuses.append(("403", "The user may not do this here (or the session's CSRF check failed)."))
        if any(parameter["in"] == "path" for parameter in parameters) or paginated:
            statuses.append(("404", "No such object for this user, or no such page."))
        statuses.append(("406", "The Accept header names no type this operation answers in."))
        if has_body:
            statuses.append(("415", "The request's content type is not one this operation reads."))
        statuses.append(("429", "Too many requests: wait as long as Retry-After says."))
        return statuses

    def _error_response(self, code: str, description: str) -> dict:
        if code == "400":
            schema = VALIDATION_ERROR
        else:
            schema = self.resolve_serializer(ErrorSerializer, "response").ref
        response = {"description": description, "content": {"application/json": {"schema": schema}}}
        if code == "429":
            response["headers"] = RETRY_AFTER
        return response
