from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.shortcuts import redirect, render
from django.utils.translation import ngettext
from django.views.decorators.http import require_POST, require_safe

from notifications import services


@login_required
@require_safe
def notification_list(request):
    notifications = list(request.user.notifications.all()[:100])
    unread = request.user.notifications.filter(read_at=None).exists()
    return render(request, "notifications/notification_list.html", {"notifications": notifications, "unread": unread})


@login_required
@require_POST
def notification_read(request, pk: int):
    services.notification_mark_read(recipient=request.user, notification_id=pk)
    return redirect("notifications:list")


@login_required
@require_POST
def notification_read_all(request):
    count = services.notifications_mark_all_read(recipient=request.user)
    messages.success(
        request, ngettext("%(count)d notice marked as read.", "%(count)d notices marked as read.", count) % {"count": count}
    )
    return redirect("notifications:list")
