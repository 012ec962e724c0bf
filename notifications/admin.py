from django.contrib import admin

from .models import Notification


@admin.register(Notification)
class NotificationAdmin(admin.ModelAdmin):
    list_display = ["recipient", "kind", "subject", "created_at", "emailed_at", "read_at"]
    list_filter = ["kind", "created_at"]
    search_fields = ["recipient__username", "subject", "key"]
    raw_id_fields = ["recipient"]
